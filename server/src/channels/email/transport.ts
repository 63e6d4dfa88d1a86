// Campaign e-mail over SMTP (CAMPAIGN_SMTP_URL, else SMTP_URL), or into the development outbox.
import nodemailer from "nodemailer";
import type { Db } from "../../db/client.js";
import type { Env } from "../../env.js";
import { PermanentFailure, type Transport } from "../types.js";

export type EmailMessage = {
  to: string;
  from: { name: string; address: string };
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** "<id@host>", also the providerId bounces are matched by */
  messageId: string;
};

export function createEmailTransport(env: Pick<Env, "CAMPAIGN_SMTP_URL" | "SMTP_URL">, db: Db): Transport<EmailMessage> {
  const url = env.CAMPAIGN_SMTP_URL ?? env.SMTP_URL;
  if (!url) {
    return {
      async send(message) {
        await db.outboxMessage.create({ data: { to: message.to, subject: message.subject, text: message.text, html: message.html } });
        return { providerId: message.messageId };
      },
    };
  }
  const smtp = nodemailer.createTransport(url);
  return {
    async send(message) {
      try {
        await smtp.sendMail({ ...message, from: message.from, replyTo: message.replyTo });
      } catch (error) {
        // 5xx: the server refused this message for good (bad mailbox, policy); the rest may pass later.
        const code = (error as { responseCode?: number }).responseCode;
        if (code && code >= 500) throw new PermanentFailure((error as Error).message);
        throw error;
      }
      return { providerId: message.messageId };
    },
  };
}
