/**
 * A sheet file's problems in words, naming the cue and the field once: "Cue 1
 * "Partners", destination 2 — entry name: must not be empty". A dotted path such as
 * `cues.0.action.connects.1.entry_name` is the parser's address, not the operator's.
 */
import type * as z from 'zod';

/** A list member's name in words, by the list it is in. */
const MEMBER: Record<string, string> = { cues: 'cue', connects: 'destination', sessions: 'session', geo_codes: 'country' };
/** Steps of the path that say nothing an operator needs. */
const SILENT = new Set(['action', 'params']);

function labelOf(sheet: unknown, n: number): string {
  const cues = (sheet as { cues?: unknown } | null)?.cues;
  const label = Array.isArray(cues) ? (cues[n] as { label?: unknown } | undefined)?.label : undefined;
  return typeof label === 'string' && label.trim() !== '' ? ` "${label.trim()}"` : '';
}

function placeOf(path: readonly PropertyKey[], sheet: unknown): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    const next = path[i + 1];
    if (typeof step === 'string' && typeof next === 'number') {
      const n = next + 1;
      parts.push(step === 'cues' ? `cue ${n}${labelOf(sheet, next)}` : `${MEMBER[step] ?? spaced(step)} ${n}`);
      i++;
    } else if (typeof step === 'string' && !SILENT.has(step)) parts.push(spaced(step));
  }
  const place = parts.join(', ') || 'the sheet';
  return place.charAt(0).toUpperCase() + place.slice(1);
}

const spaced = (name: string): string => name.replace(/_/g, ' ');

/** A field's problem: the schema's words, its field names (`push_service_id`) spaced as words. */
function fieldProblem(field: PropertyKey | undefined, message: string): string {
  const said = message.replace(/\b[a-z]+(?:_[a-z]+)+\b/g, spaced);
  if (typeof field !== 'string' || said.startsWith(spaced(field))) return said;
  return `${spaced(field)}: ${said}`;
}

/**
 * One line per place (a cue, a destination in it), naming it once, then each field's
 * problem: `Cue 1 "Partners", destination 2 — entry name: must not be empty; app is
 * required…`. `sheet` is the parsed JSON, for the cues' labels.
 */
export function sheetProblemWords(error: z.ZodError, sheet: unknown): string[] {
  const byPlace = new Map<string, string[]>();
  for (const issue of error.issues) {
    const last = issue.path.at(-1);
    const inside = typeof last === 'string' ? issue.path.slice(0, -1) : issue.path;
    const place = placeOf(inside, sheet);
    byPlace.set(place, [...(byPlace.get(place) ?? []), fieldProblem(typeof last === 'string' ? last : undefined, issue.message)]);
  }
  return [...byPlace].map(([place, problems]) => `${place} — ${problems.join('; ')}`);
}
