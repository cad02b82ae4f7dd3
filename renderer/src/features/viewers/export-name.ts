/**
 * The file name an export suggests: the screen's noun and the day (UTC, as the console's
 * times are), e.g. "attempts-2026-11-26.csv". It is the field's value, not a placeholder,
 * so Export works as it stands and the operator edits it only to choose another name.
 */
export function suggestedExportName(noun: string, now: Date): string {
  const slug = noun.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug}-${now.toISOString().slice(0, 10)}.csv`;
}
