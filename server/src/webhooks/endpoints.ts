// A shop's webhook endpoints as the settings manage them (owner only): add, change, switch on/off,
// delete, the deliveries with their attempts, and "send again".
import { TRPCError } from "@trpc/server";
import { z, ZodError } from "zod";
import type { Db } from "../db/client.js";
import { isPrivateAddress, resolveHost } from "./address.js";
import type { WebhookEventType } from "../shared/webhookEvents.js";
import { newWebhookSecret } from "./signature.js";

const MAX_ENDPOINTS = 10;

export type EndpointInput = { url: string; description?: string | null; events: WebhookEventType[] };

/** A refused URL, told at the form's URL field (the error formatter turns the cause into the field's error). */
const badUrl = (message: string) =>
  new TRPCError({ code: "BAD_REQUEST", message, cause: new ZodError([{ code: z.ZodIssueCode.custom, path: ["url"], message }]) });

/** The URL as it will be called; refused when it is not http(s), carries credentials, or (unless allowed) reaches a private address. */
export async function checkEndpointUrl(text: string, allowPrivate: boolean): Promise<string> {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw badUrl("Μη έγκυρη διεύθυνση URL.");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw badUrl("Η διεύθυνση πρέπει να ξεκινά με https:// (ή http://).");
  if (url.username || url.password) throw badUrl("Η διεύθυνση δεν μπορεί να περιέχει όνομα χρήστη ή κωδικό.");
  url.hash = "";
  if (allowPrivate) return url.toString();
  const addresses = await resolveHost(url).catch(() => null);
  if (!addresses || addresses.length === 0) throw badUrl("Η διεύθυνση δεν βρέθηκε (DNS). Ελέγξτε το όνομα του διακομιστή.");
  if (addresses.some(isPrivateAddress)) throw badUrl("Η διεύθυνση οδηγεί σε ιδιωτικό ή τοπικό δίκτυο και δεν επιτρέπεται.");
  return url.toString();
}

const NOT_FOUND = () => new TRPCError({ code: "NOT_FOUND", message: "Το endpoint δεν βρέθηκε." });

export async function listEndpoints(db: Db, companyId: string) {
  const endpoints = await db.webhookEndpoint.findMany({ where: { companyId }, orderBy: { createdAt: "asc" }, omit: { secret: true } });
  return endpoints.map((endpoint) => ({
    ...endpoint,
    events: endpoint.events as WebhookEventType[],
    failingSince: endpoint.failingSince?.toISOString() ?? null,
    createdAt: endpoint.createdAt.toISOString(),
    updatedAt: endpoint.updatedAt.toISOString(),
  }));
}

/** The new endpoint with its signing secret, which is shown this once. */
export async function createEndpoint(db: Db, companyId: string, input: EndpointInput, allowPrivate: boolean) {
  const url = await checkEndpointUrl(input.url, allowPrivate);
  if ((await db.webhookEndpoint.count({ where: { companyId } })) >= MAX_ENDPOINTS) {
    throw new TRPCError({ code: "PRECONDITION_FAILED", message: `Έως ${MAX_ENDPOINTS} endpoints ανά κατάστημα.` });
  }
  const secret = newWebhookSecret();
  const endpoint = await db.webhookEndpoint.create({ data: { companyId, url, description: input.description ?? null, events: input.events, secret } });
  return { id: endpoint.id, secret };
}

export async function updateEndpoint(db: Db, companyId: string, id: string, input: EndpointInput & { enabled: boolean }, allowPrivate: boolean) {
  const url = await checkEndpointUrl(input.url, allowPrivate);
  // Switching it on again starts its failure count afresh.
  const enabling = input.enabled ? { failingSince: null, disabledReason: null } : { disabledReason: null };
  const { count } = await db.webhookEndpoint.updateMany({
    where: { id, companyId },
    data: { url, description: input.description ?? null, events: input.events, enabled: input.enabled, ...enabling },
  });
  if (count === 0) throw NOT_FOUND();
  return { id };
}

/** A new signing secret (the old one stops working at once); shown this once. */
export async function rotateSecret(db: Db, companyId: string, id: string) {
  const secret = newWebhookSecret();
  const { count } = await db.webhookEndpoint.updateMany({ where: { id, companyId }, data: { secret } });
  if (count === 0) throw NOT_FOUND();
  return { id, secret };
}

export async function deleteEndpoint(db: Db, companyId: string, id: string) {
  const { count } = await db.webhookEndpoint.deleteMany({ where: { id, companyId } });
  if (count === 0) throw NOT_FOUND();
  return { id };
}

/** The endpoint's latest deliveries, each with its attempts (newest first). */
export async function listDeliveries(db: Db, companyId: string, endpointId: string, limit: number) {
  const deliveries = await db.webhookDelivery.findMany({
    where: { endpointId, companyId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    include: { attemptLog: { orderBy: { createdAt: "desc" }, take: 20 } },
  });
  return deliveries.map(({ attemptLog, payload, createdAt, updatedAt: _updatedAt, deliveredAt, nextAttemptAt, queuedAt, ...delivery }) => ({
    ...delivery,
    payload: JSON.stringify(payload),
    createdAt: createdAt.toISOString(),
    deliveredAt: deliveredAt?.toISOString() ?? null,
    nextAttemptAt: delivery.status === "pending" && !queuedAt ? nextAttemptAt.toISOString() : null,
    attempts: attemptLog.map((attempt) => ({ ...attempt, createdAt: attempt.createdAt.toISOString() })),
  }));
}

/** "Send again": the delivery is attempted now (a receiver sees the same event id again). */
export async function resendDelivery(db: Db, companyId: string, id: string) {
  const delivery = await db.webhookDelivery.findFirst({ where: { id, companyId }, include: { endpoint: { select: { enabled: true } } } });
  if (!delivery) throw new TRPCError({ code: "NOT_FOUND", message: "Η αποστολή δεν βρέθηκε." });
  if (!delivery.endpoint.enabled) throw new TRPCError({ code: "PRECONDITION_FAILED", message: "Ενεργοποιήστε πρώτα το endpoint." });
  // Not while an attempt is queued or running: that would send it twice at once.
  const { count } = await db.webhookDelivery.updateMany({
    where: { id, companyId, NOT: { status: "pending", queuedAt: { not: null } } },
    data: { status: "pending", queuedAt: null, nextAttemptAt: new Date() },
  });
  if (count === 0) throw new TRPCError({ code: "CONFLICT", message: "Η αποστολή είναι ήδη σε εξέλιξη." });
  return { id };
}
