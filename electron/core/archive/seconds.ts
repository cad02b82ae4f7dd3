/**
 * The service's times as the archive reads them: UTC `YYYY-MM-DD HH:MM:SS`. Only a real
 * second is placed in the archive; anything else (zero, a date that does not exist, other
 * text) is an attempt with no time, kept with its text (table.ts).
 */

const PLAIN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Seconds since the epoch of a UTC `YYYY-MM-DD HH:MM:SS`. */
export const secondsOf = (t: string): number => Date.parse(`${t.replace(' ', 'T')}Z`) / 1000;

/** The UTC `YYYY-MM-DD HH:MM:SS` of a whole second since the epoch. */
export const textOfSeconds = (s: number): string => new Date(s * 1000).toISOString().slice(0, 19).replace('T', ' ');

/** The time itself when it names a real second (it reads back the same), null otherwise. */
export function placeable(t: string | null): string | null {
  if (t === null || !PLAIN.test(t)) return null;
  const s = secondsOf(t);
  return Number.isFinite(s) && s >= 0 && textOfSeconds(s) === t ? t : null;
}

/** "3 h 10 min", "66 s": how far back a late attempt was, in words. */
export function ageWords(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min${seconds % 60 === 0 ? '' : ` ${seconds % 60} s`}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h${minutes % 60 === 0 ? '' : ` ${minutes % 60} min`}`;
  return `${Math.floor(hours / 24)} days`;
}
