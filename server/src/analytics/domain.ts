// "My domain": the shop's figures beside the median and quartiles of the other shops of its domain
// (Company.domain), from the latest ShopBenchmark day. Only aggregates, and a figure only when at
// least DOMAIN_MIN_OTHER_SHOPS other shops contribute to it, so no single shop can be recognised.
import type { Db } from "../db/client.js";
import type { Company } from "../generated/prisma/client.js";
import { addDays, athensDayOf, BENCHMARK_WINDOW_DAYS, DOMAIN_MIN_OTHER_SHOPS, NO_DOMAIN_MESSAGE, NOT_ENOUGH_SHOPS_MESSAGE } from "../shared/analytics.js";
import { count, dayText } from "./period.js";

const DOMAIN_METRICS = ["visitGapDays", "averageTicket", "redemptionRate", "retentionRate"] as const;
type DomainMetric = (typeof DOMAIN_METRICS)[number];

type MetricComparison = {
  metric: DomainMetric;
  /** the shop's own value, null when it has none (e.g. no purchases) */
  value: number | null;
  /** of the other shops; null when fewer than DOMAIN_MIN_OTHER_SHOPS contribute */
  quartiles: { q1: number; median: number; q3: number } | null;
};

export type DomainComparison =
  | { status: "no-domain" | "not-enough"; message: string }
  | { status: "ok"; domain: string; from: string; to: string; metrics: MetricComparison[] };

type Row = { metric: DomainMetric; own: number | null; shops: bigint; q: number[] | null };

export async function compareWithDomain(db: Db, company: Pick<Company, "id" | "domain">): Promise<DomainComparison> {
  if (!company.domain) return { status: "no-domain", message: NO_DOMAIN_MESSAGE };
  // The latest figures up to today (a run for a later day, e.g. by hand, does not replace them early).
  const [latest] = await db.$queryRaw<{ day: Date | null }[]>`
    SELECT max(b.day) AS day FROM "ShopBenchmark" b JOIN "Company" c ON c.id = b."companyId"
     WHERE c.domain = ${company.domain} AND b.day <= ${athensDayOf(new Date())}::date`;
  if (!latest.day) return { status: "not-enough", message: NOT_ENOUGH_SHOPS_MESSAGE };
  const day = dayText(latest.day);
  const rows = await db.$queryRaw<Row[]>`
    WITH figures AS (
      SELECT b."companyId" = ${company.id} AS own, x.metric, x.value
        FROM "ShopBenchmark" b JOIN "Company" c ON c.id = b."companyId"
       CROSS JOIN LATERAL (VALUES ('visitGapDays', b."visitGapDays"), ('averageTicket', b."averageTicket"),
                                  ('redemptionRate', b."redemptionRate"), ('retentionRate', b."retentionRate")) AS x(metric, value)
       WHERE c.domain = ${company.domain} AND b.day = ${day}::date
    )
    SELECT metric,
           max(value) FILTER (WHERE own) AS own,
           count(value) FILTER (WHERE NOT own) AS shops,
           percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY value) FILTER (WHERE NOT own AND value IS NOT NULL) AS q
      FROM figures GROUP BY metric`;
  const metrics = DOMAIN_METRICS.map((metric): MetricComparison => {
    const row = rows.find((candidate) => candidate.metric === metric);
    const enough = row !== undefined && count(row.shops) >= DOMAIN_MIN_OTHER_SHOPS && row.q !== null;
    return {
      metric,
      value: row?.own ?? null,
      quartiles: enough ? { q1: row.q![0], median: row.q![1], q3: row.q![2] } : null,
    };
  });
  if (metrics.every((metric) => metric.quartiles === null)) return { status: "not-enough", message: NOT_ENOUGH_SHOPS_MESSAGE };
  return { status: "ok", domain: company.domain, from: addDays(day, -BENCHMARK_WINDOW_DAYS), to: addDays(day, -1), metrics };
}
