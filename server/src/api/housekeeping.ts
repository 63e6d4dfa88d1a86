// Nightly: Idempotency-Key records older than a day, and webhook deliveries (with their attempts)
// older than 30 days, are deleted.
import type { JobRegistration } from "../jobs/types.js";

const API_HOUSEKEEPING_JOB = "api-housekeeping";

export const apiHousekeepingJob: JobRegistration = {
  name: API_HOUSEKEEPING_JOB,
  cron: "40 3 * * *",
  async handler(_jobs, { db, log }) {
    const day = new Date(Date.now() - 24 * 3600 * 1000);
    const month = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    const keys = await db.apiIdempotencyKey.deleteMany({ where: { createdAt: { lt: day } } });
    const deliveries = await db.webhookDelivery.deleteMany({ where: { createdAt: { lt: month }, status: { not: "pending" } } });
    log.info({ idempotencyKeys: keys.count, webhookDeliveries: deliveries.count }, "API housekeeping");
  },
};
