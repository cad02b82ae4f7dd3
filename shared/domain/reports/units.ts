/**
 * Bytes and counts as the console shows them (UX.md: binary units with one decimal,
 * counts with thousands separators). Kept here because the shell's shared
 * `shared/domain/format.ts` did not exist yet when the reports were written; the rules
 * are the same.
 */

const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'] as const;

/** 1536 → "1.5 KiB", 512 → "512 B", 1.4 × 2^30 → "1.4 GiB". Negative sizes keep their sign. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return '—';
  const sign = bytes < 0 ? '-' : '';
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${sign}${Math.round(value)} B`;
  // 1023.96 KiB would round to "1024.0 KiB": move up a unit instead.
  if (Number(value.toFixed(1)) >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sign}${value.toFixed(1)} ${BYTE_UNITS[unit]}`;
}

/** 1234567 → "1,234,567"; fractions (CPU seconds) keep up to 3 decimals. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '—';
  return n.toLocaleString('en-US', { maximumFractionDigits: 3 });
}
