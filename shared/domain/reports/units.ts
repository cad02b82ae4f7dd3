/**
 * Numbers of the reports that the shell's formatters (shared/domain/format.ts) do not
 * cover: metric values that may carry fractions (SQL CPU seconds), usage quantities and
 * their units, and byte columns. One format per column: a column's cells share their
 * decimals and their unit, and the unit is said once, in the header.
 */

const metricFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** 1234567 → "1,234,567"; 12.34567 → "12.346". */
export function formatMetric(n: number): string {
  if (!Number.isFinite(n)) return '—';
  return metricFormat.format(n);
}

/** Decimals of every usage quantity (usage, estimated usage): one format for the column. */
const QUANTITY_DECIMALS = 2;

/** Thousands grouped and exactly `decimals` decimals, so a column's figures line up: (3140.92, 3) → "3,140.920". */
export function formatFixed(n: number, decimals: number): string {
  if (!Number.isFinite(n)) return '—';
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
}

/** 32070 → "32,070.00"; 441.178 → "441.18". */
export function formatQuantity(n: number): string {
  return formatFixed(n, QUANTITY_DECIMALS);
}

/**
 * The unit of a usage type's quantity: its plural for the Unit column, the one a rate is
 * per ("per GB"), and whether it counts things (a count is whole: 43,939 requests, never
 * 43,938.53). The spec names none: CPU types are named in hours, request types count
 * requests, SQL SELECT/UPDATE/OTHER count queries; bandwidth and storage are taken to be
 * in GB, the unit such services bill in (the assumption is in docs/service-notes.md). A
 * type the console does not know stays "as billed" rather than an invented unit.
 */
export interface UsageUnit {
  unit: string;
  per: string;
  counted: boolean;
}

const UNITS: Array<{ test: RegExp; unit: UsageUnit }> = [
  { test: /CPU Hours$/, unit: { unit: 'hours', per: 'hour', counted: false } },
  { test: /Requests$/, unit: { unit: 'requests', per: 'request', counted: true } },
  { test: /^SQL (SELECT|UPDATE|OTHER)$/, unit: { unit: 'queries', per: 'query', counted: true } },
  { test: /Bandwidth?$|Bandwidt$|^Storage Usage$/, unit: { unit: 'GB', per: 'GB', counted: false } },
];

const AS_BILLED: UsageUnit = { unit: 'as billed', per: 'unit billed', counted: false };

export function usageUnitOf(key: string): UsageUnit {
  return UNITS.find((u) => u.test.test(key))?.unit ?? AS_BILLED;
}

export function usageUnit(key: string): string {
  return usageUnitOf(key).unit;
}

/** A usage figure of this type: a count whole and grouped, any other quantity with two decimals. */
export function formatUsage(key: string, n: number): string {
  if (!Number.isFinite(n)) return '—';
  return usageUnitOf(key).counted ? formatFixed(Math.round(n), 0) : formatQuantity(n);
}

const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'] as const;
export type ByteUnit = (typeof BYTE_UNITS)[number];

/**
 * One binary unit for a whole byte column: the largest in which the column's biggest value
 * is at least 1 (so no cell reads "0.0" for a value that is not zero, unless it is far smaller
 * than the rest). Bytes when the column is empty or holds only small values.
 */
export function byteUnitFor(values: readonly number[]): ByteUnit {
  const max = Math.max(0, ...values.filter(Number.isFinite).map(Math.abs));
  let i = 0;
  while (i < BYTE_UNITS.length - 1 && max >= 1024 ** (i + 1)) i += 1;
  return BYTE_UNITS[i]!;
}

/** A byte count in the column's unit, without the unit (the header says it): one decimal, whole bytes in B. */
export function formatInByteUnit(bytes: number, unit: ByteUnit): string {
  if (!Number.isFinite(bytes)) return '—';
  const i = BYTE_UNITS.indexOf(unit);
  return formatFixed(bytes / 1024 ** i, i === 0 ? 0 : 1);
}

/** How many bytes one of `unit` is (a chart drawn in the unit: reports/chart/chart-options.ts). */
export function byteUnitSize(unit: ByteUnit): number {
  return 1024 ** BYTE_UNITS.indexOf(unit);
}
