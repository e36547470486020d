/** Latency statistics of one benchmark series. */
export interface LatencySummary {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
  throughput: number;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index]!;
}

export function summarize(latenciesMs: readonly number[], errors: number, wallMs: number): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    errors,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    mean: sorted.length ? total / sorted.length : Number.NaN,
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    throughput: wallMs > 0 ? (sorted.length * 1000) / wallMs : 0,
  };
}

export function formatMs(value: number): string {
  return Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1);
}
