/**
 * recording.split accepts `*` in the stream name and runs over every matching stream.
 * The console shows which live streams a pattern matches before it fires, using the same
 * rule: `*` stands for any run of characters (including none), everything else is literal.
 */
export function isWildcard(pattern: string): boolean {
  return pattern.includes('*');
}

export function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`);
}

export function matchStreams(pattern: string, names: readonly string[]): string[] {
  const re = patternToRegExp(pattern.trim());
  return names.filter((n) => re.test(n));
}
