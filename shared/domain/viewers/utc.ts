/**
 * UTC date-times as the API writes them (`YYYY-MM-DD HH:MM:SS`) and as people type them.
 * Inputs of type datetime-local give `YYYY-MM-DDTHH:MM[:SS]` with no zone; the screens
 * label them "UTC", so the value is taken as UTC, never as local time.
 */
const TYPED = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?(\.\d+)?Z?$/;

/** A typed UTC date-time → the API's form, or null when it is not one. */
export function utcInputToApi(typed: string): string | null {
  const m = TYPED.exec(typed.trim());
  if (m === null) return null;
  const text = `${m[1]} ${m[2]}${m[3] ?? ':00'}`;
  const ms = Date.parse(`${text.replace(' ', 'T')}Z`);
  if (Number.isNaN(ms)) return null;
  // Date.parse accepts 2026-02-31; a round trip catches impossible dates.
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ') === text ? text : null;
}


