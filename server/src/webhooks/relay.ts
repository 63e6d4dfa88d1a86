// The outbox relay: every second, each server process moves due deliveries (new events, retries whose
// time has come, "send again") to the job queue, in one transaction that marks them queued and sends
// their jobs, so a delivery is queued once however many processes poll (FOR UPDATE SKIP LOCKED).
import type { Db } from "../db/client.js";
import type { JobQueue } from "../jobs/queue.js";
import type { Logger } from "../lib/logger.js";
import { WEBHOOK_DELIVER_JOB } from "./deliver.js";

const INTERVAL_MS = 1000;
const BATCH = 100;

export type Relay = { stop(): Promise<void> };

async function relayDueDeliveries(db: Db, queue: JobQueue): Promise<number> {
  const [{ due }] = await db.$queryRaw<Array<{ due: boolean }>>`
    SELECT EXISTS (SELECT 1 FROM "WebhookDelivery" WHERE "queuedAt" IS NULL AND status = 'pending' AND "nextAttemptAt" <= now() AT TIME ZONE 'UTC') AS due`;
  if (!due) return 0;
  const queued = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<Array<{ id: string }>>`
      UPDATE "WebhookDelivery" d SET "queuedAt" = now() AT TIME ZONE 'UTC'
       WHERE d.id IN (SELECT id FROM "WebhookDelivery"
                       WHERE "queuedAt" IS NULL AND status = 'pending' AND "nextAttemptAt" <= now() AT TIME ZONE 'UTC'
                       ORDER BY "nextAttemptAt" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING d.id`;
    for (const { id } of rows) await queue.send(WEBHOOK_DELIVER_JOB, { deliveryId: id }, { tx });
    return rows.length;
  });
  if (queued > 0) queue.wake(WEBHOOK_DELIVER_JOB);
  return queued;
}

export function startWebhookRelay(services: { db: Db; queue: JobQueue; log: Logger }): Relay {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = relayDueDeliveries(services.db, services.queue)
      .then((queued) => schedule(queued === BATCH ? 0 : INTERVAL_MS))
      .catch((error) => {
        if (!stopped) services.log.warn({ err: error }, "webhook relay failed; trying again");
        schedule(INTERVAL_MS);
      });
  };
  const schedule = (delay: number) => {
    if (!stopped) timer = setTimeout(tick, delay);
  };
  schedule(INTERVAL_MS);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
