// The daily automation on the job queue (and the removal of abandoned uploads): every hour from 08:15 to 23:15 Athens time (customers are not
// e-mailed at night). The first run of a day does the work; the later ones find each shop's runs done
// and only catch up what failed or was missed (e.g. the server was down in the morning).
import type { JobRegistration } from "../jobs/types.js";
import { athensDayOf } from "../shared/analytics.js";
import { removeUnregisteredUploads } from "../storage/uploads.js";
import { runDailyAutomation } from "./daily.js";

export const DAILY_AUTOMATION_JOB = "daily-automation";

export const dailyAutomationJob: JobRegistration = {
  name: DAILY_AUTOMATION_JOB,
  cron: "15 8-23 * * *",
  // One run at a time across processes; a failed run is retried a few times, then the next hour's.
  queue: { policy: "singleton", retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 },
  work: { batchSize: 1, pollingIntervalSeconds: 30 },
  async handler(_jobs, context) {
    try {
      await runDailyAutomation(context, athensDayOf(new Date()));
    } finally {
      // Uploads a day old that no media-library item points at (storage/uploads.ts).
      await removeUnregisteredUploads(context);
    }
  },
};
