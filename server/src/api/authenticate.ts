// Who is calling: the API key of `Authorization: Bearer <key>`, checked on every request (a revoked key
// is refused at once, on every process), and the key's request limit, in ONE statement that also reads
// the shop and marks the key used. The limit counts requests per key in one-minute windows in the
// database (ApiRateWindow, unlogged: no disk flush per request), so it holds across every process;
// "last used" is written at most once a minute per key.
import type { Request } from "express";
import type { Db } from "../db/client.js";
import type { Company } from "../generated/prisma/client.js";
import { bearerKey, hashApiKey, type ApiKeyScope } from "./keys.js";
import { ApiProblem } from "./problem.js";
import { countText } from "../shared/counts.js";

export type ApiCaller = { company: Company; apiKeyId: string; scopes: ApiKeyScope[] };

const UNAUTHORIZED = new ApiProblem(
  401,
  "UNAUTHORIZED",
  { el: "Μη έγκυρο ή ανακλημένο κλειδί API.", en: "Missing, invalid or revoked API key." },
  { "WWW-Authenticate": 'Bearer realm="api"' },
);

type Row = Company & { apiKeyId: string; apiKeyScopes: string[]; apiKeyWindowCount: number };

/** The caller behind the request's key; 401 without a live key, 429 (with Retry-After) over the limit. */
export async function authenticate(db: Db, req: Request, limitPerMinute: number, setHeader: (name: string, value: string) => void): Promise<ApiCaller> {
  const key = bearerKey(req.get("authorization"));
  if (!key) throw UNAUTHORIZED;
  const [row] = await db.$queryRaw<Row[]>`
    WITH key AS (
      SELECT k.id, k.scopes, k."companyId" FROM "ApiKey" k WHERE k.hash = ${hashApiKey(key)} AND k."revokedAt" IS NULL
    ), counted AS (
      INSERT INTO "ApiRateWindow" ("apiKeyId", "windowStart", count)
      SELECT id, date_trunc('minute', now() AT TIME ZONE 'UTC'), 1 FROM key
      ON CONFLICT ("apiKeyId") DO UPDATE
        SET count = CASE WHEN "ApiRateWindow"."windowStart" = EXCLUDED."windowStart" THEN "ApiRateWindow".count + 1 ELSE 1 END,
            "windowStart" = EXCLUDED."windowStart"
      RETURNING count
    ), used AS (
      UPDATE "ApiKey" SET "lastUsedAt" = now() AT TIME ZONE 'UTC'
       WHERE id = (SELECT id FROM key) AND ("lastUsedAt" IS NULL OR "lastUsedAt" < now() AT TIME ZONE 'UTC' - interval '1 minute')
    )
    SELECT c.*, key.id AS "apiKeyId", key.scopes AS "apiKeyScopes", (SELECT count FROM counted) AS "apiKeyWindowCount"
      FROM key JOIN "Company" c ON c.id = key."companyId"`;
  if (!row) throw UNAUTHORIZED;
  const { apiKeyId, apiKeyScopes, apiKeyWindowCount, ...company } = row;
  const reset = 60 - Math.floor((Date.now() % 60_000) / 1000);
  setHeader("RateLimit-Limit", String(limitPerMinute));
  setHeader("RateLimit-Remaining", String(Math.max(0, limitPerMinute - apiKeyWindowCount)));
  setHeader("RateLimit-Reset", String(reset));
  if (apiKeyWindowCount > limitPerMinute) {
    throw new ApiProblem(
      429,
      "TOO_MANY_REQUESTS",
      {
        el: `Πάρα πολλά αιτήματα με αυτό το κλειδί (όριο ${limitPerMinute} το λεπτό). Δοκιμάστε ξανά σε ${countText(reset, "second", { case: "accusative" })}.`,
        en: `Too many requests with this key (limit ${limitPerMinute} a minute). Try again in ${reset} seconds.`,
      },
      { "Retry-After": String(reset) },
    );
  }
  return { company, apiKeyId, scopes: apiKeyScopes as ApiKeyScope[] };
}
