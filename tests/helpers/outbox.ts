// What the server sent, read from the development outbox: e-mails with links, and SMS codes.
import type { Db } from "../../server/src/db/client.js";

/** The newest message to `to`, waiting for it briefly (sign-in links are sent in the background). */
export async function waitForMessage(db: Db, to: string, after = new Date(0)) {
  for (let tries = 0; tries < 100; tries++) {
    const message = await db.outboxMessage.findFirst({ where: { to, createdAt: { gt: after } }, orderBy: { createdAt: "desc" } });
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no message to ${to}`);
}

/** The first http(s) link in a text, as a path on our server (links are built on PUBLIC_ORIGIN). */
export function linkPath(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

/** The token of the newest invitation link mailed to `to` (after `after`). */
export async function invitationToken(db: Db, to: string, after = new Date(0)) {
  const link = new URL(linkPath((await waitForMessage(db, to, after)).text), "http://invitation.test");
  if (link.pathname !== "/auth/invitation") throw new Error(`not an invitation link: ${link.href}`);
  return link.searchParams.get("token")!;
}

/** The code of the latest wallet sign-in SMS the development outbox holds for the phone. */
export async function walletCodeFor(db: Db, phone: string): Promise<string> {
  const sms = await db.outboxMessage.findFirstOrThrow({
    where: { channel: "SMS", to: phone, text: { contains: "πορτοφόλι" } },
    orderBy: { createdAt: "desc" },
  });
  return /\b(\d{6})\b/.exec(sms.text)![1]!;
}
