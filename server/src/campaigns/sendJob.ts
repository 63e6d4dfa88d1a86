// The background job that sends a launched campaign (enqueued by launch.ts in the launch transaction;
// a scheduled campaign waits in pg-boss with startAfter, so it survives restarts).
import type { JobRegistration } from "../jobs/types.js";
import { sendCampaign } from "./send.js";

export const SEND_CAMPAIGN_JOB = "campaign-send";

export const sendCampaignJob: JobRegistration<{ campaignId: string }> = {
  name: SEND_CAMPAIGN_JOB,
  // Providers that are down get time to recover: 1, 2, 4 … minutes, up to 10 attempts.
  queue: { retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 4 * 3600 },
  work: { batchSize: 1, pollingIntervalSeconds: 2 },
  async handler(jobs, context) {
    for (const job of jobs) await sendCampaign(context, job.data.campaignId);
  },
};
