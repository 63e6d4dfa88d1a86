// `npm run bench:api`: what the HTTP API and the webhook outbox cost on the counter's path, against a
// real server process on a fresh PostgreSQL database. Closed loop (BENCH_CONCURRENCY requests in flight,
// BENCH_REQUESTS per scenario after 50 not recorded):
//   admin       tRPC transaction.add with a session (the admin's counter)
//   api         POST /api/v1/purchases with an API key and an Idempotency-Key
//   api+webhook the same with a webhook endpoint subscribed to purchase.created (the trigger writes the
//               outbox row; the relay and deliveries to a local receiver run meanwhile)
//   lookup      GET /api/v1/customers/lookup
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import pg from "pg";
import { createApiKey } from "../../server/src/api/apiKeys.js";
import { createDb } from "../../server/src/db/client.js";
import { migrate } from "../../server/src/db/migrate.js";
import { freePort, ServerProcess } from "../multiprocess/processes.js";
import { figures, printRow } from "./stats.js";
import { createShop } from "../helpers/shop.js";
import { newPhone } from "../helpers/unique.js";

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const requests = Number(process.env.BENCH_REQUESTS ?? 500);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(sql);
  await client.end();
}

async function measure(name: string, call: () => Promise<Response | unknown>) {
  const latencies: number[] = [];
  let errors = 0;
  let done = 0;
  const total = requests + 50;
  const started = { at: 0 };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (done < total) {
        const index = done++;
        if (index === 50) started.at = performance.now();
        const at = performance.now();
        const result = await call().catch(() => null);
        const ok = result instanceof Response ? result.ok : result !== null;
        if (result instanceof Response) await result.arrayBuffer();
        if (index >= 50) ok ? latencies.push(performance.now() - at) : errors++;
      }
    }),
  );
  printRow(name, figures(latencies, (performance.now() - started.at) / 1000, errors), null, "none (measured)");
}

const name = `bench_api_${Date.now()}`;
await admin(`CREATE DATABASE "${name}"`);
const url = new URL(base);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
const receiver = createServer((req, res) => req.resume().on("end", () => res.writeHead(200).end("ok")));
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
let server: ServerProcess | undefined;
try {
  await migrate(databaseUrl);
  const db = createDb(databaseUrl, 2);
  const [plain, hooked] = [await createShop(db), await createShop(db)];
  const plainKey = (await createApiKey(db, plain.company.id, plain.company.userId, { name: "bench", scopes: ["counter", "read"] })).key;
  const hookedKey = (await createApiKey(db, hooked.company.id, hooked.company.userId, { name: "bench", scopes: ["counter", "read"] })).key;
  const port = (receiver.address() as { port: number }).port;
  await db.webhookEndpoint.create({
    data: { companyId: hooked.company.id, url: `http://127.0.0.1:${port}/hook`, events: ["purchase.created", "customer.created"], secret: "whsec_bench" },
  });
  server = await new ServerProcess("bench", await freePort(), {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-00",
    WEBHOOK_ALLOW_PRIVATE: "true",
    API_RATE_LIMIT: "100000",
  }).start();
  const owner = await plain.signIn(server.url);
  const phones = Array.from({ length: 200 }, () => newPhone());
  const pick = () => phones[Math.floor(Math.random() * phones.length)];
  const purchase = (key: string) => () =>
    fetch(`${server!.url}/api/v1/purchases`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify({ phone: pick(), amount: "1250", confirmNewCustomer: true }),
    });
  console.log(`# ${requests} requests per scenario, ${concurrency} in flight`);
  await measure("admin transaction.add", () =>
    owner.trpcUnbatched.transaction.add.mutate({ confirmNewCustomer: true, phone: pick(), amount: "1250", tagIds: [], idempotencyKey: randomUUID() } as never),
  );
  await measure("api POST /purchases", purchase(plainKey));
  await measure("api+webhook POST /purchases", purchase(hookedKey));
  await measure("api GET /customers/lookup", () =>
    fetch(`${server!.url}/api/v1/customers/lookup?phone=${encodeURIComponent(phones[0])}`, { headers: { authorization: `Bearer ${plainKey}` } }),
  );
  const outbox = await db.webhookDelivery.groupBy({ by: ["status"], _count: true });
  console.log(`# webhook deliveries: ${outbox.map((row) => `${row.status} ${row._count}`).join(", ")}`);
  await db.$disconnect();
} finally {
  await server?.stop();
  receiver.close();
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
