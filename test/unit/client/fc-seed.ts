/**
 * One seed per test file for fast-check, printed so a failing run can be replayed:
 * `FC_SEED=<seed> npx vitest run <file>`.
 */
export const PROPERTY_RUNS = 1000;

export function propertySeed(label: string): number {
  const fromEnv = Number(process.env.FC_SEED);
  const seed = Number.isInteger(fromEnv) ? fromEnv : (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0;
  console.log(`[fast-check] ${label}: seed ${seed}, ${PROPERTY_RUNS} runs (replay with FC_SEED=${seed})`);
  return seed;
}
