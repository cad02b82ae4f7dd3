/** One measured figure printed by `npm run bench`. */
export interface BenchLine {
  name: string;
  value: number;
  unit: string;
  note?: string;
  /** Why this figure was not measured on this machine (e.g. a baseline's program is missing); printed, not counted as a failure. */
  skipped?: string;
}

/** What `npm run bench` hands every module: `--minutes M` (the soak's length), `--ledger-open` (the soak with Live's split ledger opened). */
export interface BenchOptions {
  minutes?: number;
  ledgerOpen?: boolean;
  /** Every module at a size that runs in seconds: each figure is still measured, its value means little. */
  smoke?: boolean;
}
