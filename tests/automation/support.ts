// The automation runs without an HTTP server: its services over the run's test database (a pool of
// several connections on PostgreSQL, so runs started together really run at the same time).
import { inject } from "vitest";
import type { AutomationServices } from "../../server/src/automation/mail.js";
import { createDb } from "../../server/src/db/client.js";
import { createLogger } from "../../server/src/lib/logger.js";
import { createMailer } from "../../server/src/lib/mailer.js";
import { testEnv } from "../helpers/server.js";

export function automationServices(): AutomationServices & { close(): Promise<void> } {
  const env = testEnv();
  const db = createDb(inject("databaseUrl"), process.env.TEST_DATABASE_URL ? 6 : 1);
  return { db, env, log: createLogger("silent"), mailer: createMailer(env, db), close: () => db.$disconnect() };
}

/** A month-day that is not today's, so the hourly job of a test server running meanwhile leaves it alone. */
export function notToday(monthDay: string): string {
  const today = new Date().toISOString().slice(5, 10);
  return monthDay === today ? (monthDay === "06-16" ? "06-17" : "06-16") : monthDay;
}
