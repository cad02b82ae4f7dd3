/**
 * `npm run bench -- alert-down`: only Live's "F9 with alert targets that are down" figures
 * (live-parts/alert-down.ts), on their own boot, so they can be measured again without the
 * rest of the Live bench. Runs only when named: `npm run bench` has them within `live`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alertDownFigures } from './live-parts/alert-down';
import { ALERT_DOWN_ROUNDS, PRESSES, boot, pressToReceive } from './live';
import { type BenchLine, type BenchOptions, sized } from './types';

export const onlyWhenNamed = true;

export async function bench(options?: BenchOptions): Promise<BenchLine[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-alert-down-'));
  const booted = await boot(dataDir);
  try {
    return await alertDownFigures(booted, sized(options, ALERT_DOWN_ROUNDS.full, ALERT_DOWN_ROUNDS.smoke), sized(options, PRESSES.full, PRESSES.smoke), pressToReceive);
  } finally {
    await booted.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
