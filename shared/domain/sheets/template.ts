/**
 * Split titles and descriptions are written once on the sheet and filled in when the cue
 * fires: `{n}` is the cue's number on the sheet (1-based), `{label}` its label. Any other
 * text in braces is left as written, so a title can still hold braces of its own.
 */
export function fillTemplate(text: string, cue: { n: number; label: string }): string {
  return text.replace(/\{(n|label)\}/g, (_all, name: string) => (name === 'n' ? String(cue.n) : cue.label));
}
