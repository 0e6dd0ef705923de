/** One measured figure; `budget` is the upper bound it must stay under, when there is one. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  budget?: number;
}
