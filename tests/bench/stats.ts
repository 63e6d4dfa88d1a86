// Percentiles and table printing for the benchmarks.
export type Figures = { count: number; rps: number; p50: number; p95: number; p99: number; errors: number };

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function figures(latencies: number[], seconds: number, errors = 0): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
  };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "-");

export function printRow(name: string, http: Figures, floor: Figures | null, goal: string) {
  console.log(
    [
      name.padEnd(28),
      `${http.rps.toFixed(0).padStart(5)} req/s`,
      `p50 ${ms(http.p50).padStart(7)}`,
      `p95 ${ms(http.p95).padStart(7)}`,
      `p99 ${ms(http.p99).padStart(7)} ms`,
      `errors ${http.errors}`,
      floor ? `| SQL floor p50 ${ms(floor.p50)} p95 ${ms(floor.p95)} p99 ${ms(floor.p99)} ms` : "",
      `| goal ${goal}`,
    ].join("  "),
  );
}
