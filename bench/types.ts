/** One measured figure printed by `npm run bench`. */
export interface BenchLine {
  name: string;
  value: number;
  unit: string;
  note?: string;
}
