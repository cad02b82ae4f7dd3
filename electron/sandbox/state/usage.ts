/**
 * usage.data for any month, decided by seed + month so months differ but never change.
 * Money is computed in integer ten-thousandths and printed as decimal text, as the service
 * does, so totals add up exactly.
 */
import { createRng, mixSeed } from '../prng';

/** [key, rate per unit (decimal text), typical monthly usage]. Key spelling is the spec's. */
const USAGE_TYPES: ReadonlyArray<readonly [string, string, number]> = [
  ['Storage Usage', '0.0300', 850],
  ['PHP CPU Hours', '0.1000', 120],
  ['Edge Bandwidth', '0.0450', 4200],
  ['Edge Requests', '0.0075', 38000],
  ['CDN Bandwidth', '0.0400', 12500],
  ['CDN Requests', '0.0060', 91000],
  ['Origin Bandwidth', '0.0500', 640],
  ['Origin Requests', '0.0080', 5200],
  ['Origin CPU Hours', '0.0900', 300],
  ['VideoCDN Bandwidth', '0.0350', 22000],
  ['SQL SELECT', '0.0002', 180000],
  ['SQL UPDATE', '0.0004', 24000],
  ['SQL OTHER', '0.0003', 9000],
  ['SQL Replication Bandwidt', '0.0200', 75],
  ['SQL CPU Hours', '0.1200', 40],
];

const SCALE = 10000n;

/** Decimal text → integer ten-thousandths. */
function toUnits(text: string): bigint {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole) * SCALE + BigInt((frac + '0000').slice(0, 4));
}

/** Integer ten-thousandths → decimal text with 2 places (rounded half up). */
function money(units: bigint): string {
  const cents = (units + 50n) / 100n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

export interface UsageMonth {
  year: number;
  /** 1–12 */
  month: number;
}

/** Usage of one month. `fraction` is how much of the month has passed (1 for past months). */
export function usageData(seed: number, m: UsageMonth, fraction: number): Record<string, unknown> {
  const rng = createRng(mixSeed(seed, m.year, m.month));
  const data: Record<string, unknown> = {};
  let subtotal = 0n;
  let estimated = 0n;
  for (const [key, rate, typical] of USAGE_TYPES) {
    const full = Math.round(typical * (0.6 + rng.next() * 0.8) * 100) / 100;
    const usage = Math.round(full * Math.min(1, Math.max(fraction, 0)) * 100) / 100;
    const cost = (toUnits(usage.toFixed(2)) * toUnits(rate)) / SCALE;
    const estCost = (toUnits(full.toFixed(2)) * toUnits(rate)) / SCALE;
    subtotal += cost;
    estimated += estCost;
    // usage as text and est_usage as a number: the real service mixes both forms.
    data[key] = { usage: usage.toFixed(2), rate, cost: money(cost), est_usage: full, est_cost: money(estCost) };
  }
  data.Total = { subtotal: money(subtotal), estimated: money(estimated) };
  return data;
}

/** The month named by starttime (`YYYY-MM`, `YYYY-MM-DD` or Unix seconds); default = now's. */
export function monthOf(starttime: string | number | undefined, nowSec: number): UsageMonth {
  if (typeof starttime === 'string') {
    const [y, mo] = starttime.split('-').map(Number);
    return { year: y!, month: mo! };
  }
  const d = new Date((starttime ?? nowSec) * 1000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

/** How much of month `m` lies before `nowSec`: 0 (future) … 1 (past). */
export function monthFraction(m: UsageMonth, nowSec: number): number {
  const start = Date.UTC(m.year, m.month - 1, 1) / 1000;
  const end = Date.UTC(m.year, m.month, 1) / 1000;
  return Math.min(1, Math.max(0, (nowSec - start) / (end - start)));
}
