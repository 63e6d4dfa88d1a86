// An e-mail campaign end to end over real SMTP: an in-process SMTP server receives what the background job
// sends; the test reads the messages and their List-Unsubscribe headers, follows the unsubscribe link
// (GET shows a confirm page, POST opts out), uses RFC 8058 one-click, and reports a bounce.
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { addSubmission } from "../helpers/campaigns.js";
import { audienceCustomer } from "../helpers/customers.js";
import { failure } from "../helpers/errors.js";
import { createShop } from "../helpers/shop.js";
import { eventually } from "../helpers/wait.js";

type Received = { to: string[]; raw: string };

const BOUNCE_SECRET = "bounce-secret-for-tests-0123";
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    let raw = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => (raw += chunk));
    stream.on("end", () => {
      received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
      callback();
    });
  },
});

let server: TestServer;
let shop: Awaited<ReturnType<typeof createShop>>;
let owner: ApiClient;

/** The header block of a raw message, unfolded, as a lower-cased name → value map. */
function headers(raw: string): Map<string, string> {
  const block = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  return new Map(block.split(/\r?\n/).map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) → text. */
function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

/** The decoded text of every MIME part of a raw message (base64 and quoted-printable). */
function bodies(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join("\n\n");
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return Buffer.from(bytes, "latin1").toString("utf8");
      }
      return body;
    })
    .join("\n");
}

function messageTo(address: string): Received | undefined {
  return received.find((message) => message.to.includes(address));
}

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startServer({
    env: {
      CAMPAIGN_SMTP_URL: `smtp://127.0.0.1:${port}`,
      EMAIL_BOUNCE_SECRET: BOUNCE_SECRET,
      // Its own job schema: no other test server may pick up (and send elsewhere) this file's campaigns.
      JOBS_SCHEMA: `jobs_email_${randomUUID().slice(0, 8)}`,
    },
  });
  shop = await createShop(server.db, { sendingEmail: "info@shop.example.com" });
  owner = await shop.signIn(server.url);
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe("an e-mail campaign", () => {
  it("reaches consenting customers over SMTP with unsubscribe links that work", async () => {
    const db = server.db;
    const companyId = shop.company.id;
    const reader = await audienceCustomer(db, companyId, { email: `reader-${randomUUID()}@example.com` });
    const appUserEmail = `app-${randomUUID()}@example.com`;
    const appUser = await audienceCustomer(db, companyId, { email: null, userEmail: appUserEmail });
    await audienceCustomer(db, companyId, { consent: false });
    await audienceCustomer(db, companyId, { stopped: true });
    await audienceCustomer(db, companyId, { email: null });
    const submission = await addSubmission(db, companyId, "EMAIL", "APPROVED");

    expect(await owner.trpc.campaign.audienceCount.query({ id: submission.id, audience: { kind: "all" } })).toEqual({
      total: 5,
      eligible: 2,
      noConsent: 2,
      unreachable: 1,
    });
    const launched = await owner.trpc.campaign.launch.mutate({ id: submission.id, audience: { kind: "all" } });
    expect(launched).toMatchObject({ submissionId: submission.id, recipients: 2, scheduledAt: null });
    expect(await owner.trpc.alertReview.getById.query({ id: submission.id })).toMatchObject({ status: "EXECUTED", campaignId: launched.campaignId });

    const first = await eventually(async () => messageTo(reader.email!));
    const second = await eventually(async () => messageTo(appUserEmail));
    const head = headers(first.raw);
    expect(decodeWords(head.get("subject") ?? "")).toBe("Προσφορά για εσάς");
    expect(decodeWords(head.get("from") ?? "")).toContain(shop.company.name);
    expect(head.get("reply-to")).toBe("info@shop.example.com");
    expect(head.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const link = /^<(http[^>]+)>$/.exec(head.get("list-unsubscribe") ?? "")?.[1];
    expect(link!.startsWith(`${server.publicOrigin}/unsubscribe?token=`)).toBe(true);
    const content = bodies(first.raw);
    expect(content).toContain("Καλό χειμώνα");
    expect(content).toContain(`href="${link!.replace(/&/g, "&#38;")}"`);

    const results = await eventually(async () => {
      const current = await owner.trpc.campaign.results.query({ id: submission.id });
      return current.counts.sent === 2 ? current : undefined;
    });
    expect(results.counts).toMatchObject({ total: 5, sent: 2, skipped: 3, pending: 0, failed: 0 });
    expect(
      results.recipients.body
        .filter((row) => row.status === "skipped")
        .map((row) => row.errorLabel)
        .sort(),
    ).toEqual(["Χωρίς διεύθυνση e-mail", "Χωρίς συγκατάθεση για ενημερώσεις", "Χωρίς συγκατάθεση για ενημερώσεις"]);

    // The link, followed: GET asks, POST opts out.
    const local = link!.replace(server.publicOrigin, server.url);
    const confirm = await fetch(local);
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(page).toContain(shop.company.name);
    expect(page).toMatch(/<form method="post"[^>]*><button type="submit">Διαγραφή<\/button>/);
    expect((await db.customer.findUniqueOrThrow({ where: { id: reader.id } })).stoppedNotifications).toBe(false);
    const done = await fetch(local, { method: "POST" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Η διαγραφή ολοκληρώθηκε");
    expect((await db.customer.findUniqueOrThrow({ where: { id: reader.id } })).stoppedNotifications).toBe(true);

    // RFC 8058 one-click, as a mail client sends it.
    const oneClick = /^<(http[^>]+)>$/.exec(headers(second.raw).get("list-unsubscribe") ?? "")![1]!.replace(server.publicOrigin, server.url);
    const clicked = await fetch(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    expect((await db.customer.findUniqueOrThrow({ where: { id: appUser.id } })).stoppedNotifications).toBe(true);

    // A bounce reported by the provider, matched by Message-ID.
    const messageId = headers(second.raw).get("message-id")!;
    const refused = await fetch(`${server.url}/api/webhooks/email-bounce`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-webhook-secret": "wrong-secret-wrong-secret" },
      body: JSON.stringify({ messageId }),
    });
    expect(refused.status).toBe(401);
    const bounce = await fetch(`${server.url}/api/webhooks/email-bounce`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-webhook-secret": BOUNCE_SECRET },
      body: JSON.stringify({ messageId, reason: "550 5.1.1 mailbox unavailable" }),
    });
    expect(await bounce.json()).toEqual({ updated: 1 });
    const afterBounce = await owner.trpc.campaign.results.query({ id: submission.id, status: "bounced" });
    expect(afterBounce.counts).toMatchObject({ sent: 1, bounced: 1 });
    expect(afterBounce.recipients.body).toMatchObject([
      { customerId: appUser.id, address: appUserEmail, errorLabel: "Επιστράφηκε: 550 5.1.1 mailbox unavailable" },
    ]);

    // Executed: a second launch is refused and sends nothing more.
    const again = await failure(owner.trpc.campaign.launch.mutate({ id: submission.id, audience: { kind: "all" } }));
    expect(again).toMatchObject({ data: { code: "PRECONDITION_FAILED" } });
    expect(again.message).toContain("Μόνο εγκεκριμένες υποβολές μπορούν να σταλούν.");
    expect(received.filter((message) => message.to.includes(reader.email!))).toHaveLength(1);
  });

  it("answers a forged or broken unsubscribe link with an error page", async () => {
    const customer = await audienceCustomer(server.db, shop.company.id);
    for (const token of [`${customer.id}.AAAAAAAAAAAAAAAAAAAAAA`, "nonsense", ""]) {
      const response = await fetch(`${server.url}/unsubscribe?token=${token}`, { method: "POST" });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Ο σύνδεσμος διαγραφής δεν είναι έγκυρος");
    }
    expect((await server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).stoppedNotifications).toBe(false);
  });
});
