/** The value below which `fraction` of the values lie (nearest rank); 0.5 is the median. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

export function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}
