// The daily automation: for every shop, birthday gifts and the expiry of old points and stamps; then
// the analytics upkeep (fold yesterday's roll-up shards, the domain comparison's figures). Every step
// is idempotent (see runs.ts), so the job runs several times a day and on several processes at once
// without giving or taking anything twice; a shop whose step fails does not stop the others.
import type { Company } from "../generated/prisma/client.js";
import { computeBenchmarks } from "../analytics/benchmarks.js";
import { foldClosedDays } from "../analytics/compaction.js";
import { giveBirthdayGifts, type BirthdayResult } from "./birthdays.js";
import { runExpiry, type ExpiryResult } from "./expiry.js";
import type { AutomationServices } from "./mail.js";

export type DailyResult = {
  day: string;
  shops: { companyId: string; birthdays: BirthdayResult; expiry: ExpiryResult }[];
  failed: string[];
  foldedRows: number;
  benchmarks: number;
};

/** Runs the automation for an Athens day "YYYY-MM-DD" (normally today), for every shop or the ones given. */
export async function runDailyAutomation(services: AutomationServices, day: string, only?: { companyIds: string[] }): Promise<DailyResult> {
  const { db, log } = services;
  const companies: Company[] = await db.company.findMany({ where: only ? { id: { in: only.companyIds } } : {}, orderBy: { id: "asc" } });
  const result: DailyResult = { day, shops: [], failed: [], foldedRows: 0, benchmarks: 0 };
  for (const company of companies) {
    try {
      const birthdays = await giveBirthdayGifts(services, company, day);
      const expiry = await runExpiry(services, company, day);
      if (birthdays.points + birthdays.stamps + expiry.expired + expiry.warned > 0) {
        result.shops.push({ companyId: company.id, birthdays, expiry });
      }
    } catch (error) {
      log.error({ err: error, companyId: company.id, day }, "daily automation failed for a shop");
      result.failed.push(company.id);
    }
  }
  result.foldedRows = await foldClosedDays(db, day);
  result.benchmarks = await computeBenchmarks(db, day);
  log.info({ day, shops: result.shops.length, failed: result.failed.length, foldedRows: result.foldedRows }, "daily automation done");
  if (result.failed.length > 0) throw new Error(`daily automation failed for ${result.failed.length} shop(s) on ${day}`);
  return result;
}
