/** One measured figure printed by `npm run bench`. */
export interface BenchLine {
  name: string;
  value: number;
  unit: string;
  note?: string;
}

/** What `npm run bench` hands every module: `--minutes M` (the soak's length). */
export interface BenchOptions {
  minutes?: number;
}
