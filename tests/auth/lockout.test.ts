// Guessing at a password cannot lock the real person out: failures from one address never block the right
// password from another (only a slow-down applies per account), the owner is told once by e-mail, and
// sign-in link requests are not failures but are limited per address and mailed a few times an hour.
// The guesses are written as SignInAttempt rows (what the provider records for each wrong password), so
// the test does not sit through the slow-down ten times; the sign-ins themselves go through /api/auth.
import { describe, expect, it } from "vitest";
import { EMAIL_LINKS, THROTTLE } from "../../server/src/auth/throttle.js";
import { useServer } from "../helpers/server.js";
import { FormClient, newEmployee } from "./support.js";
import { uniqueIp } from "../helpers/unique.js";
import { linkPath, waitForMessage } from "../helpers/outbox.js";

const demo = useServer();

/** `count` failed passwords for `email` from `ip`, just now. */
async function guesses(email: string, ip: string, count: number) {
  await demo.server.db.signInAttempt.createMany({ data: Array.from({ length: count }, () => ({ email, ip, success: false })) });
}

async function mailsTo(email: string, subject: string) {
  return demo.server.db.outboxMessage.count({ where: { to: email, subject } });
}

const LINK_SUBJECT = "Σύνδεση στο Loyalty";
const requestLink = async (client: FormClient, email: string) =>
  (await client.post("signin/email", { csrfToken: await client.csrfToken(), json: "true", email })).status;

/** The sign-in links mailed to `email`, once `expected` were (they are sent in the background) or a moment passed. */
async function mailsSettleAt(email: string, expected: number) {
  for (let tries = 0; tries < 50 && (await mailsTo(email, LINK_SUBJECT)) < expected; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
  // A moment more, so that a link sent beyond what was expected is counted too.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return mailsTo(email, LINK_SUBJECT);
}

describe("no lock-out by guessing", () => {
  it("signs the real person in from their own address after 10+ failures from another, and tells them once", async () => {
    const { email, password } = await newEmployee(demo.server.url, demo.server.db, demo.owner);
    const attacker = new FormClient(demo.server.url);
    await guesses(email, attacker.ip, THROTTLE.maxAccountAddressFailures - 1);
    // The attempt that reaches the alert threshold goes through the provider, which sends the alert.
    expect((await attacker.credentials(email, "wrong-password")).status).toBe(200);
    expect((await attacker.credentials(email, password)).status).toBe(429);

    const owner = new FormClient(demo.server.url);
    const started = Date.now();
    const { status, text } = await owner.credentials(email, password);
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ url: `${demo.server.url}/admin` });
    // Slowed (the account is being guessed at), not locked.
    expect(Date.now() - started).toBeGreaterThanOrEqual(THROTTLE.delayMs - 50);
    expect((await owner.trpc.company.get.query()).name).toBe("Καφέ Αθηνά");

    // Told once, however long the guessing goes on.
    const subject = "Προσπάθειες σύνδεσης στον λογαριασμό σας";
    for (let tries = 0; tries < 100 && (await mailsTo(email, subject)) === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await mailsTo(email, subject)).toBe(1);
    const other = new FormClient(demo.server.url);
    // Many guessing addresses: the account hits its ceiling and is slowed more, still not locked or re-mailed.
    for (let i = 0; i < THROTTLE.ceilingAfterAccountFailures; i++) await guesses(email, uniqueIp(), 1);
    expect((await other.credentials(email, "wrong-password")).status).toBe(200);
    expect(await mailsTo(email, subject)).toBe(1);
  }, 30_000);

  it("does not count sign-in link requests as failures, limits them per address and mails an account a few an hour per address", async () => {
    const { email, password } = await newEmployee(demo.server.url, demo.server.db, demo.owner);
    const asker = new FormClient(demo.server.url);
    for (let i = 0; i < EMAIL_LINKS.perAddress; i++) expect(await requestLink(asker, email)).toBe(200);
    expect(await requestLink(asker, email)).toBe(429);
    expect(await mailsSettleAt(email, EMAIL_LINKS.perAccountAddress)).toBe(EMAIL_LINKS.perAccountAddress);
    // Other addresses are answered alike and mailed too, up to the account's ceiling for the hour.
    const others = EMAIL_LINKS.perAccount - EMAIL_LINKS.perAccountAddress + 2;
    for (let i = 0; i < others; i++) expect(await requestLink(new FormClient(demo.server.url, uniqueIp()), email)).toBe(200);
    expect(await mailsSettleAt(email, EMAIL_LINKS.perAccount)).toBe(EMAIL_LINKS.perAccount);

    // None of this was a failed sign-in: the asking address signs in at once with the password.
    const started = Date.now();
    const { text } = await asker.credentials(email, password);
    expect(JSON.parse(text)).toEqual({ url: `${demo.server.url}/admin` });
    expect(Date.now() - started).toBeLessThan(THROTTLE.delayMs);
    // A browser that signed in to the account before is mailed a link past the ceiling.
    expect(await requestLink(asker, email)).toBe(429);
    const trusted = new FormClient(demo.server.url);
    await trusted.credentials(email, password);
    expect(await requestLink(trusted, email)).toBe(200);
    expect(await mailsSettleAt(email, EMAIL_LINKS.perAccount + 1)).toBe(EMAIL_LINKS.perAccount + 1);
  }, 30_000);

  it("mails the owner a link however many one other address asked for, and keeps the earlier links valid", async () => {
    const { email } = await newEmployee(demo.server.url, demo.server.db, demo.owner);
    const owner = new FormClient(demo.server.url);
    const sentAt = new Date();
    expect(await requestLink(owner, email)).toBe(200);
    const first = linkPath((await waitForMessage(demo.server.db, email, sentAt)).text);

    const attacker = new FormClient(demo.server.url);
    for (let i = 0; i < EMAIL_LINKS.perAddress; i++) expect(await requestLink(attacker, email)).toBe(200);
    expect(await mailsSettleAt(email, 1 + EMAIL_LINKS.perAccountAddress)).toBe(1 + EMAIL_LINKS.perAccountAddress);
    expect(await requestLink(owner, email)).toBe(200);
    expect(await mailsSettleAt(email, 2 + EMAIL_LINKS.perAccountAddress)).toBe(2 + EMAIL_LINKS.perAccountAddress);

    // The first link still signs the owner in.
    expect((await owner.fetch(first)).status).toBe(302);
    expect((await owner.trpc.company.get.query()).name).toBe("Καφέ Αθηνά");
  }, 30_000);
});
