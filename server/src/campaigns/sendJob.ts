// The background job that sends a launched campaign (enqueued by launch.ts in the launch transaction;
// a scheduled campaign waits in pg-boss with startAfter, so it survives restarts).
import type { JobRegistration } from "../jobs/types.js";
import { sendCampaign } from "./send.js";

export const SEND_CAMPAIGN_JOB = "campaign-send";

/**
 * `publicOrigin`: the origin the campaign was launched on, where the owner saw the links previewed. Any
 * process may take the job; its links (wallet, unsubscribe, SMS opt-out) name that origin, not the
 * taking process's own. Jobs queued before it existed use the process's.
 */
export type SendCampaignJobData = { campaignId: string; publicOrigin?: string };

export const sendCampaignJob: JobRegistration<SendCampaignJobData> = {
  name: SEND_CAMPAIGN_JOB,
  // Providers that are down get time to recover: 1, 2, 4 … minutes, up to 10 attempts.
  queue: { retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 4 * 3600 },
  work: { batchSize: 1, pollingIntervalSeconds: 2 },
  async handler(jobs, context) {
    for (const { data } of jobs) {
      const env = data.publicOrigin ? { ...context.env, PUBLIC_ORIGIN: data.publicOrigin } : context.env;
      await sendCampaign({ ...context, env }, data.campaignId);
    }
  },
};
