// POST /api/webhooks/email-bounce: the mail provider reports bounced campaign e-mails. Authenticated by
// a shared secret (EMAIL_BOUNCE_SECRET in the x-webhook-secret header); off (404) when it is not set.
// Body: one report or an array of them, { messageId } or { email, campaignId }, with an optional reason.
import { timingSafeEqual } from "node:crypto";
import express from "express";
import { z } from "zod";
import { bounceSchema, recordBounce } from "../channels/email/bounce.js";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import { findUnsafeText } from "../lib/text.js";
import { jsonBody, LARGEST_JSON_BODY_BYTES } from "../lib/jsonBody.js";

type WebhookServices = { db: Db; env: Pick<Env, "EMAIL_BOUNCE_SECRET"> };

const reportsSchema = z.union([bounceSchema, z.array(bounceSchema).max(1000)]);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function webhookRoutes(services: WebhookServices): express.Router {
  const router = express.Router();
  router.post("/email-bounce", jsonBody(LARGEST_JSON_BODY_BYTES), async (req, res) => {
    const secret = services.env.EMAIL_BOUNCE_SECRET;
    if (!secret) return void res.status(404).json({ error: "Not found" });
    if (!sameSecret(req.get("x-webhook-secret") ?? "", secret)) return void res.status(401).json({ error: "Unauthorized" });
    const parsed = reportsSchema.safeParse(req.body);
    if (!parsed.success || findUnsafeText(req.body)) return void res.status(400).json({ error: "Invalid report" });
    let updated = 0;
    for (const report of Array.isArray(parsed.data) ? parsed.data : [parsed.data]) updated += await recordBounce(services.db, report);
    res.json({ updated });
  });
  return router;
}
