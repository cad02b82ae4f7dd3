/** One measured figure printed by `npm run bench`. */
export interface BenchLine {
  name: string;
  value: number;
  unit: string;
  note?: string;
  /** Why this figure was not measured on this machine (e.g. a baseline's program is missing); printed, not counted as a failure. */
  skipped?: string;
}

/**
 * What `npm run bench` hands every module: `--minutes M` (the soak's length), `--ledger-open`
 * (the soak with Live's split ledger opened), `--smoke` (every module at its smoke size).
 */
export interface BenchOptions {
  minutes?: number;
  ledgerOpen?: boolean;
  smoke?: boolean;
}

/**
 * A module's size for this run: `full` for the figure it exists for, `smoke` under
 * `--smoke` (a size that runs in seconds, so CI checks every figure is still measured).
 */
export function sized<T>(options: BenchOptions | undefined, full: T, smoke: T): T {
  return options?.smoke === true ? smoke : full;
}
