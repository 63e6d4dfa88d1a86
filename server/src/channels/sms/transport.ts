// SMS through an HTTP provider: POST SMS_API_URL with JSON { to, text, from } and a bearer key. The
// answer's "id" (or "messageId") is kept. Without SMS_API_URL: the development outbox.
import type { Db } from "../../db/client.js";
import type { Env } from "../../env.js";
import { PermanentFailure, type Transport } from "../types.js";

export type SmsMessage = { to: string; text: string };

export function createSmsTransport(env: Pick<Env, "SMS_API_URL" | "SMS_API_KEY" | "SMS_SENDER">, db: Db): Transport<SmsMessage> {
  const url = env.SMS_API_URL;
  if (!url) {
    return {
      async send(message) {
        const row = await db.outboxMessage.create({ data: { channel: "SMS", to: message.to, subject: `[SMS] ${message.to}`, text: message.text } });
        return { providerId: row.id };
      },
    };
  }
  return {
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(env.SMS_API_KEY ? { Authorization: `Bearer ${env.SMS_API_KEY}` } : {}) },
        body: JSON.stringify({ to: message.to, text: message.text, from: env.SMS_SENDER }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json().catch(() => ({}))) as { id?: unknown; messageId?: unknown; error?: unknown };
      // 4xx (bad number, rejected text) will not change on a retry; 429 and 5xx may.
      if (response.status >= 400 && response.status < 500 && response.status !== 429) {
        throw new PermanentFailure(`SMS provider ${response.status}: ${String(body.error ?? response.statusText)}`);
      }
      if (!response.ok) throw new Error(`SMS provider ${response.status}`);
      const id = body.id ?? body.messageId;
      return { providerId: id === undefined || id === null ? null : String(id) };
    },
  };
}
