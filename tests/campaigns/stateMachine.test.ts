// The alert submission state machine: the module's table of moves (every allowed one works, every other
// one is refused with a Greek PRECONDITION_FAILED and changes nothing), races between reviewers, and the
// shop's and the platform's procedures over HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canTransition, transition } from "../../server/src/campaigns/stateMachine.js";
import type { AlertStatus } from "../../server/src/generated/prisma/client.js";
import { signInAs, type ApiClient } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { addSubmission } from "../helpers/campaigns.js";
import { failure } from "../helpers/errors.js";
import { createShop } from "../helpers/shop.js";

const STATUSES: AlertStatus[] = ["PENDING_REVIEW", "APPROVED", "REJECTED", "EXECUTED", "CANCELED_BY_USER"];
const ALLOWED: Array<[AlertStatus, AlertStatus]> = [
  ["PENDING_REVIEW", "APPROVED"],
  ["PENDING_REVIEW", "REJECTED"],
  ["PENDING_REVIEW", "CANCELED_BY_USER"],
  ["REJECTED", "PENDING_REVIEW"],
  ["APPROVED", "EXECUTED"],
];
const REFUSED = STATUSES.flatMap((from) => STATUSES.filter((to) => !ALLOWED.some(([a, b]) => a === from && b === to)).map((to) => [from, to] as const));

let server: TestServer;
let shop: Awaited<ReturnType<typeof createShop>>;
let otherShop: Awaited<ReturnType<typeof createShop>>;
let owner: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  server = await startServer();
  [shop, otherShop] = await Promise.all([createShop(server.db), createShop(server.db)]);
  [owner, admin] = await Promise.all([shop.signIn(server.url), signInAs(server.url, "admin")]);
});
afterAll(() => server?.close());

describe("the transition table", () => {
  it("allows exactly the five documented moves", () => {
    for (const from of STATUSES)
      for (const to of STATUSES) expect(canTransition(from, to), `${from} → ${to}`).toBe(ALLOWED.some(([a, b]) => a === from && b === to));
  });

  it.each(ALLOWED)("%s → %s happens", async (from, to) => {
    const row = await addSubmission(server.db, shop.company.id, "PUSH", from);
    const moved = await transition(server.db, row.id, to, { companyId: shop.company.id });
    expect(moved.status).toBe(to);
    expect((await server.db.alertReview.findUniqueOrThrow({ where: { id: row.id } })).status).toBe(to);
  });

  it.each(REFUSED)("%s → %s is refused and changes nothing", async (from, to) => {
    const row = await addSubmission(server.db, shop.company.id, "PUSH", from);
    const error = await failure(transition(server.db, row.id, to, { companyId: shop.company.id, data: { reviewMessage: "δεν πρέπει να γραφτεί" } }));
    expect(error).toMatchObject({ code: "PRECONDITION_FAILED" });
    expect(error.message).toMatch(/^Μόνο .+ Τρέχουσα κατάσταση: «.+»\.$/);
    const after = await server.db.alertReview.findUniqueOrThrow({ where: { id: row.id } });
    expect(after).toEqual(row);
  });

  it("does not move another shop's submission", async () => {
    const row = await addSubmission(server.db, otherShop.company.id, "PUSH", "PENDING_REVIEW");
    expect(await failure(transition(server.db, row.id, "CANCELED_BY_USER", { companyId: shop.company.id }))).toMatchObject({ code: "NOT_FOUND" });
    expect((await server.db.alertReview.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("PENDING_REVIEW");
  });

  it("lets only one of two simultaneous reviews win", async () => {
    const row = await addSubmission(server.db, shop.company.id, "SMS", "PENDING_REVIEW");
    const outcomes = await Promise.allSettled([
      admin.trpcUnbatched.alertReview.approve.mutate({ id: row.id }),
      admin.trpcUnbatched.alertReview.reject.mutate({ id: row.id, message: "Λείπει η τιμή." }),
      admin.trpcUnbatched.alertReview.approve.mutate({ id: row.id }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes) if (outcome.status === "rejected") expect(outcome.reason.data.code).toBe("PRECONDITION_FAILED");
    const winner = outcomes.find((outcome) => outcome.status === "fulfilled")!.value;
    expect((await server.db.alertReview.findUniqueOrThrow({ where: { id: row.id } })).status).toBe(winner.status);
  });
});

describe("over HTTP", () => {
  it("takes a push submission through review, rejection, edit, approval and a new edition", async () => {
    const created = await owner.trpc.alertReview.create.mutate({ type: "PUSH", title: "Νέο μενού", text: "Δοκιμάστε το!", url: "https://example.com/menu" });
    expect(created).toMatchObject({ status: "PENDING_REVIEW", type: "PUSH", title: "Νέο μενού", campaignId: null });
    expect((await owner.trpc.alertReview.get.query({ type: "PUSH" })).map((row) => row.id)).toContain(created.id);

    const queue = await admin.trpc.alertReview.reviewQueue.query({ type: "PUSH" });
    expect(queue.find((row) => row.id === created.id)?.company).toMatchObject({ id: shop.company.id, name: shop.company.name });

    const missing = await failure(admin.trpc.alertReview.reject.mutate({ id: created.id, message: "  " }));
    expect(missing).toMatchObject({ message: "Γράψτε τι πρέπει να βελτιωθεί.", data: { code: "BAD_REQUEST" } });
    const rejected = await admin.trpc.alertReview.reject.mutate({ id: created.id, message: "Η εικόνα λείπει." });
    expect(rejected).toMatchObject({ status: "REJECTED", reviewMessage: "Η εικόνα λείπει." });

    const resubmitted = await owner.trpc.alertReview.update.mutate({
      id: created.id,
      type: "PUSH",
      title: "Νέο μενού",
      text: "Με εικόνα!",
      image: "https://example.com/a.png",
    });
    expect(resubmitted).toMatchObject({
      id: created.id,
      status: "PENDING_REVIEW",
      reviewMessage: null,
      text: "Με εικόνα!",
      image: "https://example.com/a.png",
    });

    expect(await admin.trpc.alertReview.approve.mutate({ id: created.id })).toMatchObject({ status: "APPROVED" });
    const twice = await failure(admin.trpc.alertReview.approve.mutate({ id: created.id }));
    expect(twice).toMatchObject({
      message: "Μόνο υποβολές σε αναμονή έγκρισης μπορούν να εγκριθούν ή να απορριφθούν. Τρέχουσα κατάσταση: «Εγκρίθηκε».",
      data: { code: "PRECONDITION_FAILED" },
    });
    const editApproved = await failure(owner.trpc.alertReview.update.mutate({ id: created.id, type: "PUSH", title: "x", text: "y" }));
    expect(editApproved).toMatchObject({ data: { code: "PRECONDITION_FAILED" } });
    expect(editApproved.message).toContain("Μόνο απορριφθείσες ή ολοκληρωμένες υποβολές μπορούν να επεξεργαστούν.");

    await transition(server.db, created.id, "EXECUTED");
    const edition = await owner.trpc.alertReview.update.mutate({ id: created.id, type: "PUSH", title: "Νέο μενού 2", text: "Ξανά!" });
    expect(edition.id).not.toBe(created.id);
    expect(edition.status).toBe("PENDING_REVIEW");
    expect(await owner.trpc.alertReview.getById.query({ id: created.id })).toMatchObject({ status: "EXECUTED", text: "Με εικόνα!" });
  });

  it("cancels a pending submission once and hides it", async () => {
    const created = await owner.trpc.alertReview.create.mutate({ type: "SMS", text: "ΠPOΣΦOPA -20%" });
    expect(await owner.trpc.alertReview.cancelSubmission.mutate({ id: created.id })).toMatchObject({ status: "CANCELED_BY_USER" });
    expect((await owner.trpc.alertReview.get.query({ type: "SMS" })).map((row) => row.id)).not.toContain(created.id);
    const again = await failure(owner.trpc.alertReview.cancelSubmission.mutate({ id: created.id }));
    expect(again).toMatchObject({
      message: "Μόνο υποβολές σε αναμονή έγκρισης μπορούν να ακυρωθούν. Τρέχουσα κατάσταση: «Ακυρώθηκε».",
      data: { code: "PRECONDITION_FAILED" },
    });
  });

  it("computes the SMS encoding on the server and refuses texts over 6 parts", async () => {
    expect(await owner.trpc.alertReview.create.mutate({ type: "SMS", text: "KAΛHMEPA AΠO TON ΦOYPNO" })).toMatchObject({ encoding: "GSM" });
    const greek = await owner.trpc.alertReview.create.mutate({ type: "SMS", text: "Καλημέρα από τον φούρνο" });
    expect(greek).toMatchObject({ encoding: "UNICODE", title: "Καλημέρα από τον φούρνο" });
    const long = await failure(owner.trpc.alertReview.create.mutate({ type: "SMS", text: "α".repeat(400) }));
    expect(long).toMatchObject({ message: "Το μήνυμα ξεπερνά τα 6 τμήματα SMS.", data: { code: "BAD_REQUEST" } });
  });

  it("takes an e-mail's content from a template of the shop", async () => {
    const template = await server.db.emailTemplate.create({ data: { companyId: shop.company.id, title: "Βασικό", content: "<p>Από πρότυπο</p>" } });
    const created = await owner.trpc.alertReview.create.mutate({ type: "EMAIL", title: "Πρότυπο", subject: "Γεια σας", templateId: template.id });
    expect(created).toMatchObject({ html: "<p>Από πρότυπο</p>", subject: "Γεια σας" });
    const empty = await failure(owner.trpc.alertReview.create.mutate({ type: "EMAIL", title: "Κενό", subject: "Γεια σας" }));
    expect(empty).toMatchObject({ message: "Συμπληρώστε το περιεχόμενο του e-mail ή επιλέξτε πρότυπο.", data: { code: "BAD_REQUEST" } });
  });

  it("keeps shops, roles and flags apart", async () => {
    const foreign = await addSubmission(server.db, otherShop.company.id, "PUSH", "PENDING_REVIEW");
    expect(await failure(owner.trpc.alertReview.cancelSubmission.mutate({ id: foreign.id }))).toMatchObject({
      message: "Η υποβολή δεν βρέθηκε.",
      data: { code: "NOT_FOUND" },
    });
    const staff = await signInAs(server.url, "staff");
    expect(await failure(staff.trpc.alertReview.get.query({ type: "PUSH" }))).toMatchObject({ data: { code: "FORBIDDEN" } });
    expect(await failure(owner.trpc.alertReview.reviewQueue.query())).toMatchObject({ data: { code: "FORBIDDEN" } });

    const noSms = await createShop(server.db, {}, ["notifications-sms"]);
    const noSmsOwner = await noSms.signIn(server.url);
    expect(await failure(noSmsOwner.trpc.alertReview.create.mutate({ type: "SMS", text: "HELLO" }))).toMatchObject({
      message: "Η λειτουργία δεν είναι ενεργή για το κατάστημα.",
      data: { code: "FORBIDDEN" },
    });
    expect(await noSmsOwner.trpc.alertReview.create.mutate({ type: "PUSH", title: "Γεια", text: "Γεια σας" })).toMatchObject({ status: "PENDING_REVIEW" });
  });
});
