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

const demo = useServer();

/** `count` failed passwords for `email` from `ip`, just now. */
async function guesses(email: string, ip: string, count: number) {
  await demo.server.db.signInAttempt.createMany({ data: Array.from({ length: count }, () => ({ email, ip, success: false })) });
}

async function mailsTo(email: string, subject: string) {
  return demo.server.db.outboxMessage.count({ where: { to: email, subject } });
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

  it("does not count sign-in link requests as failures, limits them per address and mails an account a few an hour", async () => {
    const { email, password } = await newEmployee(demo.server.url, demo.server.db, demo.owner);
    const subject = "Σύνδεση στο Loyalty";
    const requestLink = async (client: FormClient) => (await client.post("signin/email", { csrfToken: await client.csrfToken(), json: "true", email })).status;

    const asker = new FormClient(demo.server.url);
    for (let i = 0; i < EMAIL_LINKS.perAddress; i++) expect(await requestLink(asker)).toBe(200);
    expect(await requestLink(asker)).toBe(429);
    // Other addresses are answered alike, but the account is mailed only a few links this hour.
    for (let i = 0; i < 3; i++) expect(await requestLink(new FormClient(demo.server.url, uniqueIp()))).toBe(200);
    for (let tries = 0; tries < 100 && (await mailsTo(email, subject)) < EMAIL_LINKS.perAccount; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await mailsTo(email, subject)).toBe(EMAIL_LINKS.perAccount);

    // None of this was a failed sign-in: the asking address signs in at once with the password.
    const started = Date.now();
    const { text } = await asker.credentials(email, password);
    expect(JSON.parse(text)).toEqual({ url: `${demo.server.url}/admin` });
    expect(Date.now() - started).toBeLessThan(THROTTLE.delayMs);
  }, 30_000);
});
