// Every background job of the server, one entry each (queue.ts creates the queues, schedules and workers
// at start). To add one: write its handler next to its feature and list it here.
import { reviewMailJob } from "../campaigns/review.js";
import { sendCampaignJob } from "../campaigns/sendJob.js";
import { dailyAutomationJob } from "../automation/dailyJob.js";
import { apiHousekeepingJob } from "../api/housekeeping.js";
import { webhookDeliverJob } from "../webhooks/deliver.js";
import type { JobRegistration } from "./types.js";

const allJobs: JobRegistration[] = [
  sendCampaignJob as JobRegistration,
  reviewMailJob as JobRegistration,
  dailyAutomationJob,
  webhookDeliverJob as JobRegistration,
  apiHousekeepingJob,
];

/** The jobs this server runs; DAILY_AUTOMATION=false leaves the daily gifts and expiry to other processes. */
export function jobRegistrations(env: { DAILY_AUTOMATION: "true" | "false" }): JobRegistration[] {
  return env.DAILY_AUTOMATION === "true" ? allJobs : allJobs.filter((job) => job !== dailyAutomationJob);
}
