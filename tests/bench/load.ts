// Loads the benchmark data set into the demo shop «Καφέ Αθηνά»: 50,000 customers and 1,000,000
// purchases over the last 12 months, plus unused coupons to redeem. Loaded with set-based SQL and the
// row triggers off (session_replication_role = replica), then balances and history totals are
// recomputed from the ledger in one pass each, so the end state is what the triggers would have made.
import pg from "pg";

// Coupons: enough for both redemption searches to 3200/s, each miss measured twice (bench:counter).
export const BENCH = { customers: 50_000, purchases: 1_000_000, coupons: 400_000 } as const;

export async function loadBenchData(databaseUrl: string, log: (line: string) => void) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; pointsMult: number }>(`SELECT id, "pointsMult" FROM "Company" WHERE slug = 'kafe-athina'`);
    const company = rows[0];
    if (!company) throw new Error("demo shop kafe-athina missing: seed first");
    const started = Date.now();
    await client.query("SET session_replication_role = replica");
    await client.query(
      `INSERT INTO "Customer" (id, phone, "companyId", "firstName", "lastName", "createdAt", "updatedAt")
       SELECT 'bc' || g, '+3069' || lpad((70000000 + g)::text, 8, '0'), $1, 'Πελάτης', 'Δοκιμής ' || g,
              now() - interval '400 days', now()
       FROM generate_series(1, $2::int) g`,
      [company.id, BENCH.customers],
    );
    log(`customers: ${BENCH.customers} in ${Date.now() - started} ms`);
    await client.query(
      `INSERT INTO "Transaction" (id, amount, "pointsMult", points, "companyId", "customerId", "createdAt", "updatedAt")
       SELECT 'bt' || g, a.amount, $2, (a.amount / 100) * $2, $1, 'bc' || (1 + (g::bigint * 7919) % $3), a.at, a.at
       FROM generate_series(1, $4::int) g,
            LATERAL (SELECT 150 + (g * 37) % 2500 AS amount,
                            now() - (interval '365 days' * (($4 - g)::float / $4)) AS at) a`,
      [company.id, company.pointsMult, BENCH.customers, BENCH.purchases],
    );
    log(`purchases: ${BENCH.purchases} in ${Date.now() - started} ms`);
    await client.query(
      `INSERT INTO "Coupon" (code, points, amount, title, "customerId", "createdAt", "updatedAt")
       SELECT 'PBENCH' || lpad(g::text, 6, '0'), 0, 300, 'Δωρεάν καφές', 'bc' || (1 + g % $1), now(), now()
       FROM generate_series(1, $2::int) g`,
      [BENCH.customers, BENCH.coupons],
    );
    await client.query(
      `UPDATE "Customer" c SET points = c.points + s.points, "lastVisitAt" = s.last
       FROM (SELECT "customerId", sum(points)::int AS points, max("createdAt") AS last FROM "Transaction"
             WHERE id LIKE 'bt%' GROUP BY 1) s
       WHERE c.id = s."customerId"`,
    );
    await client.query(
      `INSERT INTO "LedgerCount" ("companyId", kind, shard, count) VALUES ($1, 'transactions', 0, $2), ($1, 'coupons', 0, $3)
       ON CONFLICT ("companyId", kind, shard) DO UPDATE SET count = "LedgerCount".count + EXCLUDED.count`,
      [company.id, BENCH.purchases, BENCH.coupons],
    );
    await client.query("SET session_replication_role = origin");
    await client.query("VACUUM ANALYZE");
    // The bulk load's dirty pages are written now rather than by a checkpoint in the middle of a measurement.
    await client.query("CHECKPOINT").catch((error: Error) => log(`no CHECKPOINT (${error.message}): figures may include its writes`));
    log(`loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return company.id;
  } finally {
    await client.end();
  }
}
