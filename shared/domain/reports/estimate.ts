/**
 * The month estimate's caveat: the server projects the month from the days billed so far,
 * so early in the current month one day's usage stands for the whole (day 1: about ×30
 * the subtotal). While fewer than a week of the month has passed, the estimate says so,
 * with how many times the subtotal it is; a past month's estimate needs no caveat.
 */
import { counted } from '../plural';
import { monthOfInstant, utcDay } from './period';

/** Days of the month before which the estimate carries its caveat. */
export const EARLY_DAYS = 7;

export function estimateCaveat(month: string, nowMs: number, subtotal: string, estimated: string): string | null {
  if (monthOfInstant(nowMs) !== month) return null;
  const day = Number(utcDay(nowMs).slice(8, 10));
  if (day > EARLY_DAYS) return null;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const sub = Number(subtotal);
  const est = Number(estimated);
  const times = sub > 0 && Number.isFinite(est) ? ` (×${Math.round(est / sub)} the subtotal so far)` : '';
  return `Projected from ${counted(day, 'day')} of ${days}${times}: early in the month it can be far off.`;
}
