// One delivery attempt (the job the relay queued): POST the signed event, log the attempt, then either
// mark the delivery delivered, or schedule its retry (doubling from WEBHOOK_RETRY_SECONDS up to 6
// hours; given up after three days). An endpoint whose failures have lasted three days is switched off,
// its waiting deliveries failed, and the shop's owner is mailed.
import http from "node:http";
import https from "node:https";
import type { JobContext, JobRegistration } from "../jobs/types.js";
import { guardedLookup, isPrivateAddress, literalAddress, UnsafeAddressError } from "./address.js";
import { WEBHOOK_GIVE_UP_MS } from "../shared/webhookEvents.js";
import { SIGNATURE_HEADER, signatureHeader } from "./signature.js";

export const WEBHOOK_DELIVER_JOB = "webhook-deliver";

const TIMEOUT_MS = 10_000;
const MAX_DELAY_SECONDS = 6 * 3600;
const KEPT_RESPONSE_CHARS = 500;

export type PostOutcome = { statusCode: number | null; error: string | null; responseBody: string | null };

/** The delay before retry number `attempts` (1 = after the first failure). */
function retryDelaySeconds(baseSeconds: number, attempts: number): number {
  return Math.min(baseSeconds * 2 ** Math.min(attempts - 1, 30), MAX_DELAY_SECONDS);
}

/**
 * A POST without redirects, with a timeout, to a public address (unless private ones are allowed): a
 * webhook's JSON, or (with its own Content-Type) a wallet's Web Push message.
 */
export function post(url: string, body: string | Buffer, headers: Record<string, string>, allowPrivate: boolean): Promise<PostOutcome> {
  const target = new URL(url);
  const literal = literalAddress(target);
  if (!allowPrivate && literal && isPrivateAddress(literal)) {
    return Promise.resolve({ statusCode: null, error: "Η διεύθυνση είναι ιδιωτική ή τοπική.", responseBody: null });
  }
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers, "Content-Length": Buffer.byteLength(body) },
        lookup: guardedLookup(allowPrivate),
        timeout: TIMEOUT_MS,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (text.length < KEPT_RESPONSE_CHARS) text += chunk;
        });
        response.on("end", () => resolve({ statusCode: response.statusCode ?? null, error: null, responseBody: text.slice(0, KEPT_RESPONSE_CHARS) || null }));
        response.on("error", (error) => resolve({ statusCode: response.statusCode ?? null, error: error.message, responseBody: null }));
      },
    );
    request.on("timeout", () => request.destroy(new Error(`Δεν απάντησε μέσα σε ${TIMEOUT_MS / 1000} δευτερόλεπτα.`)));
    request.on("error", (error) =>
      resolve({ statusCode: null, error: error instanceof UnsafeAddressError ? "Η διεύθυνση είναι ιδιωτική ή τοπική." : error.message, responseBody: null }),
    );
    request.end(body);
  });
}

async function deliver(context: JobContext, deliveryId: string): Promise<void> {
  const { db, env } = context;
  const delivery = await db.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { endpoint: true } });
  if (delivery?.status !== "pending" || !delivery.endpoint.enabled) return;
  const body = JSON.stringify(delivery.payload);
  const started = Date.now();
  const outcome = await post(
    delivery.endpoint.url,
    body,
    {
      "User-Agent": "Loyalty-Webhooks/1",
      "Loyalty-Event": delivery.type,
      "Loyalty-Event-Id": delivery.eventId,
      "Loyalty-Delivery": delivery.id,
      [SIGNATURE_HEADER]: signatureHeader(delivery.endpoint.secret, body),
    },
    env.WEBHOOK_ALLOW_PRIVATE === "true",
  );
  const now = new Date();
  const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const endpointId = delivery.endpointId;
  const attempts = delivery.attempts + 1;

  const switchedOff = await db.$transaction(async (tx) => {
    await tx.webhookAttempt.create({ data: { deliveryId, ...outcome, durationMs: now.getTime() - started, createdAt: now } });
    if (ok) {
      await tx.webhookDelivery.update({ where: { id: deliveryId }, data: { status: "delivered", deliveredAt: now, attempts } });
      await tx.webhookEndpoint.updateMany({ where: { id: endpointId, failingSince: { not: null } }, data: { failingSince: null } });
      return false;
    }
    const giveUp = now.getTime() - delivery.createdAt.getTime() >= WEBHOOK_GIVE_UP_MS;
    await tx.webhookDelivery.update({
      where: { id: deliveryId },
      data: giveUp
        ? { status: "failed", attempts }
        : { attempts, queuedAt: null, nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(env.WEBHOOK_RETRY_SECONDS, attempts) * 1000) },
    });
    await tx.webhookEndpoint.updateMany({ where: { id: endpointId, failingSince: null }, data: { failingSince: now } });
    const off = await tx.webhookEndpoint.updateMany({
      where: { id: endpointId, enabled: true, failingSince: { lte: new Date(now.getTime() - WEBHOOK_GIVE_UP_MS) } },
      data: { enabled: false, disabledReason: "Απενεργοποιήθηκε αυτόματα: οι αποστολές αποτύγχαναν για τρεις ημέρες." },
    });
    if (off.count === 0) return false;
    await tx.webhookDelivery.updateMany({ where: { endpointId, status: "pending" }, data: { status: "failed" } });
    return true;
  });
  if (switchedOff) await mailOwner(context, endpointId);
}

async function mailOwner(context: JobContext, endpointId: string) {
  const endpoint = await context.db.webhookEndpoint.findUnique({ where: { id: endpointId }, include: { company: { include: { owner: true } } } });
  const to = endpoint?.company.owner.email;
  context.log.warn({ endpointId, companyId: endpoint?.companyId }, "webhook endpoint switched off after three days of failures");
  if (!endpoint || !to) return;
  try {
    await context.mailer.send({
      to,
      subject: "Ένα webhook του καταστήματος απενεργοποιήθηκε",
      text: [
        `Οι αποστολές προς ${endpoint.url} αποτύγχαναν για τρεις ημέρες, οπότε το endpoint απενεργοποιήθηκε.`,
        "",
        `Δείτε τις προσπάθειες και ενεργοποιήστε το ξανά όταν διορθωθεί: ${context.env.PUBLIC_ORIGIN}/admin/settings?tab=webhooks`,
      ].join("\n"),
    });
  } catch (error) {
    context.log.error({ err: error, endpointId }, "webhook switch-off e-mail not sent");
  }
}

export const webhookDeliverJob: JobRegistration<{ deliveryId: string }> = {
  name: WEBHOOK_DELIVER_JOB,
  // Retries here only cover a process that died mid-attempt; failed answers are retried by the relay.
  queue: { retryLimit: 3, retryDelay: 30, expireInSeconds: 120 },
  // Up to 20 attempts at once per process, each bounded by the 10-second timeout.
  work: { batchSize: 20, pollingIntervalSeconds: 1 },
  async handler(jobs, context) {
    await Promise.all(jobs.map((job) => deliver(context, job.data.deliveryId)));
  },
};
