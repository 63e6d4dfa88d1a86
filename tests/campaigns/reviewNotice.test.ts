// The owner is told of the platform's decision on a campaign: approving or rejecting it over HTTP writes
// a notice and queues its e-mail in the decision's transaction (a refused decision leaves neither), the
// e-mail reaches the owner through the outbox with the reviewer's message, the job sends it once however
// often it runs (and again after a failed send), and the unseen count behind the admin's badge drops
// when the owner opens that type's list, edits the campaign, for that shop only.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_MAIL_JOB, reviewMailJob } from "../../server/src/campaigns/review.js";
import type { Mailer } from "../../server/src/lib/mailer.js";
import { addSubmission } from "../helpers/campaigns.js";
import { signInAs, type ApiClient } from "../helpers/client.js";
import { failure } from "../helpers/errors.js";
import { waitForMessage } from "../helpers/outbox.js";
import { startServer, testEnv, type TestServer } from "../helpers/server.js";
import { createShop, type TestShop } from "../helpers/shop.js";

// A queue of its own: this file's jobs are run by this file's server only.
const JOBS_SCHEMA = `jobs_review_${randomUUID().slice(0, 8)}`;

let server: TestServer;
let shop: TestShop;
let owner: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  server = await startServer({ env: { JOBS_SCHEMA } });
  shop = await createShop(server.db);
  [owner, admin] = await Promise.all([shop.signIn(server.url), signInAs(server.url, "admin")]);
});
afterAll(() => server?.close());

const jobsOf = (noticeId: string) =>
  server.db.$queryRawUnsafe<{ id: string }[]>(`SELECT id FROM "${JOBS_SCHEMA}".job WHERE name = $1 AND data->>'noticeId' = $2`, REVIEW_MAIL_JOB, noticeId);

describe("the decision", () => {
  it("approving tells the owner by e-mail, with the reviewer's note and the launch link", async () => {
    const submission = await addSubmission(server.db, shop.company.id, "PUSH", "PENDING_REVIEW");
    const approved = await admin.trpc.alertReview.approve.mutate({ id: submission.id, message: "  Ωραίο μήνυμα· στείλτε το πριν τις 10.  " });
    expect(approved).toMatchObject({ status: "APPROVED", reviewMessage: "Ωραίο μήνυμα· στείλτε το πριν τις 10." });

    const mail = await waitForMessage(server.db, shop.email);
    expect(mail.subject).toBe(`Εγκρίθηκε: «${submission.title}»`);
    expect(mail.text).toContain("Ωραίο μήνυμα· στείλτε το πριν τις 10.");
    expect(mail.text).toContain(`${server.publicOrigin}/admin/alerts/launchpad/${submission.id}`);
    const [notice] = await server.db.campaignReviewNotice.findMany({ where: { alertReviewId: submission.id } });
    expect(notice).toMatchObject({ decision: "APPROVED", type: "PUSH", companyId: shop.company.id, seenAt: null });
    expect(await jobsOf(notice.id)).toHaveLength(1);
  });

  it("rejecting tells the owner by e-mail what to improve, and an approval without a note says none", async () => {
    const rejected = await addSubmission(server.db, shop.company.id, "SMS", "PENDING_REVIEW");
    const before = new Date();
    await admin.trpc.alertReview.reject.mutate({ id: rejected.id, message: "Γράψτε μέχρι πότε ισχύει η προσφορά." });
    const mail = await waitForMessage(server.db, shop.email, before);
    expect(mail.subject).toBe(`Θέματα προς βελτίωση: «${rejected.title}»`);
    expect(mail.text).toContain("Το σχόλιο του ελέγχου:\nΓράψτε μέχρι πότε ισχύει η προσφορά.");
    expect(mail.text).toContain(`${server.publicOrigin}/admin/alerts/sms`);

    const plain = await addSubmission(server.db, shop.company.id, "EMAIL", "PENDING_REVIEW");
    const after = new Date();
    expect(await admin.trpc.alertReview.approve.mutate({ id: plain.id, message: "   " })).toMatchObject({ reviewMessage: null });
    const plainMail = await waitForMessage(server.db, shop.email, after);
    expect(plainMail.text).not.toContain("σχόλιο");
  });

  it("a refused decision (already decided, or by a shop's owner) writes no notice and queues no e-mail", async () => {
    const submission = await addSubmission(server.db, shop.company.id, "PUSH", "PENDING_REVIEW");
    await admin.trpc.alertReview.approve.mutate({ id: submission.id });
    const second = await failure(admin.trpc.alertReview.reject.mutate({ id: submission.id, message: "Αργά." }));
    expect(second).toMatchObject({ data: { code: "PRECONDITION_FAILED" } });
    expect(await failure(owner.trpc.alertReview.approve.mutate({ id: submission.id }))).toMatchObject({ data: { code: "FORBIDDEN" } });
    expect(await server.db.campaignReviewNotice.count({ where: { alertReviewId: submission.id } })).toBe(1);
    expect((await server.db.alertReview.findUniqueOrThrow({ where: { id: submission.id } })).reviewMessage).toBeNull();
  });

  it("refuses a note longer than 2000 characters with a Greek message, changing nothing", async () => {
    const submission = await addSubmission(server.db, shop.company.id, "PUSH", "PENDING_REVIEW");
    const error = await failure(admin.trpc.alertReview.approve.mutate({ id: submission.id, message: "α".repeat(2001) }));
    expect(error).toMatchObject({ data: { code: "BAD_REQUEST" }, message: "Το σχόλιο είναι έως 2000 χαρακτήρες." });
    expect((await server.db.alertReview.findUniqueOrThrow({ where: { id: submission.id } })).status).toBe("PENDING_REVIEW");
    expect(await server.db.campaignReviewNotice.count({ where: { alertReviewId: submission.id } })).toBe(0);
  });
});

describe("the e-mail job", () => {
  async function noticeOf(status: "PENDING_REVIEW" = "PENDING_REVIEW") {
    // Written as the decision writes it, without its job: the test runs the job itself.
    const own = await createShop(server.db);
    const submission = await addSubmission(server.db, own.company.id, "SMS", status);
    const notice = await server.db.campaignReviewNotice.create({
      data: { alertReviewId: submission.id, companyId: own.company.id, type: "SMS", decision: "REJECTED", message: "Λείπει η ημερομηνία." },
    });
    return { own, notice };
  }
  const run = (noticeId: string, mailer: Mailer) =>
    reviewMailJob.handler([{ id: randomUUID(), name: REVIEW_MAIL_JOB, data: { noticeId, publicOrigin: server.publicOrigin } } as never], {
      db: server.db,
      pool: undefined as never,
      env: testEnv(),
      log: server.log,
      mailer,
    });
  const outboxMailer: Mailer = { send: async (message) => void (await server.db.outboxMessage.create({ data: message })) };

  it("sends once however often it runs", async () => {
    const { own, notice } = await noticeOf();
    await run(notice.id, outboxMailer);
    await run(notice.id, outboxMailer);
    expect(await server.db.outboxMessage.count({ where: { to: own.email } })).toBe(1);
    expect((await server.db.campaignReviewNotice.findUniqueOrThrow({ where: { id: notice.id } })).mailedAt).not.toBeNull();
  });

  it("fails when the mail server refuses, leaving the notice unmailed, and the retry sends it", async () => {
    const { own, notice } = await noticeOf();
    const down: Mailer = { send: () => Promise.reject(new Error("SMTP down")) };
    await expect(run(notice.id, down)).rejects.toThrow("SMTP down");
    expect((await server.db.campaignReviewNotice.findUniqueOrThrow({ where: { id: notice.id } })).mailedAt).toBeNull();
    await run(notice.id, outboxMailer);
    expect(await server.db.outboxMessage.count({ where: { to: own.email } })).toBe(1);
  });
});

describe("the unseen count behind the badge", () => {
  it("counts the decisions per type until the owner opens that type's list, for that shop only", async () => {
    const fresh = await createShop(server.db);
    const freshOwner = await fresh.signIn(server.url);
    const other = await createShop(server.db);
    const otherOwner = await other.signIn(server.url);
    const [push, sms, email] = await Promise.all([
      addSubmission(server.db, fresh.company.id, "PUSH", "PENDING_REVIEW"),
      addSubmission(server.db, fresh.company.id, "SMS", "PENDING_REVIEW"),
      addSubmission(server.db, fresh.company.id, "EMAIL", "PENDING_REVIEW"),
    ]);
    expect(await freshOwner.trpc.alertReview.unseenReviews.query()).toEqual({ total: 0, byType: { PUSH: 0, SMS: 0, EMAIL: 0 } });
    await admin.trpc.alertReview.approve.mutate({ id: push.id });
    await admin.trpc.alertReview.reject.mutate({ id: sms.id, message: "Πιο σύντομο." });
    await admin.trpc.alertReview.approve.mutate({ id: email.id, message: "Εντάξει." });
    expect(await freshOwner.trpc.alertReview.unseenReviews.query()).toEqual({ total: 3, byType: { PUSH: 1, SMS: 1, EMAIL: 1 } });

    // Another shop neither sees nor clears them.
    expect(await otherOwner.trpc.alertReview.unseenReviews.query()).toEqual({ total: 0, byType: { PUSH: 0, SMS: 0, EMAIL: 0 } });
    expect(await otherOwner.trpc.alertReview.markReviewsSeen.mutate({ type: "PUSH" })).toEqual({ cleared: 0 });

    expect(await freshOwner.trpc.alertReview.markReviewsSeen.mutate({ type: "PUSH" })).toEqual({ cleared: 1 });
    expect(await freshOwner.trpc.alertReview.unseenReviews.query()).toEqual({ total: 2, byType: { PUSH: 0, SMS: 1, EMAIL: 1 } });

    // Editing the rejected one and sending it back for review is reading the decision too.
    await freshOwner.trpc.alertReview.update.mutate({ id: sms.id, type: "SMS", title: sms.title, text: "ΠIO ΣYNTOMO" });
    expect(await freshOwner.trpc.alertReview.unseenReviews.query()).toEqual({ total: 1, byType: { PUSH: 0, SMS: 0, EMAIL: 1 } });
  });

  it("leaves out the types the shop may not use, whose list it cannot open", async () => {
    const limited = await createShop(server.db, {}, ["notifications-sms"]);
    const limitedOwner = await limited.signIn(server.url);
    const sms = await addSubmission(server.db, limited.company.id, "SMS", "PENDING_REVIEW");
    await admin.trpc.alertReview.approve.mutate({ id: sms.id });
    expect(await limitedOwner.trpc.alertReview.unseenReviews.query()).toMatchObject({ total: 0 });
    expect(await failure(limitedOwner.trpc.alertReview.markReviewsSeen.mutate({ type: "SMS" }))).toMatchObject({ data: { code: "FORBIDDEN" } });
  });
});
