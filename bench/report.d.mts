export interface Floor {
  value: number;
  what: string;
}
export interface Goal {
  op: '<=' | '>=';
  value: number;
  /** The goal is `value` × the floor (e.g. ≥ 0.8 × floor). */
  ofFloor?: boolean;
  text: string;
}
export interface Figure {
  name: string;
  value: number;
  unit: string;
  floor?: Floor | null;
  goal?: Goal | null;
}
export function goalMet(figure: Figure): boolean | null;
export function formatValue(value: number): string;
export function formatAmount(value: number, unit: string): string;
export function ratio(figure: Figure): string;
export function report(bench: string, figures: Figure[]): void;
export function median(values: number[]): number;
export function quantile(values: number[], q: number): number;
