/**
 * A count with its noun, singular for exactly one: "1 cue", "2 cues", "1,204 attempts".
 * The one helper every count in words goes through, so no screen says "1 cues".
 */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** The noun alone for a count ("attempt" for 1, else "attempts"), when the number is written apart. */
export function nounFor(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}
