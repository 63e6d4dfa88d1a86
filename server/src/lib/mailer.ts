// Outgoing e-mail: SMTP through nodemailer when SMTP_URL is set; otherwise the message is kept in the
// development outbox (OutboxMessage), which platform admins read in the admin, so sign-in links work on
// the embedded set-up too.
import nodemailer from "nodemailer";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";

type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

export function createMailer(env: Pick<Env, "SMTP_URL" | "MAIL_FROM">, db: Db): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return { send: async (message) => void (await transport.sendMail({ from: env.MAIL_FROM, ...message })) };
  }
  return { send: async (message) => void (await db.outboxMessage.create({ data: message })) };
}
