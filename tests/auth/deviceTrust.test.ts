// A flood of wrong passwords from many addresses cannot keep the real person out: a browser that signed in
// to an account before carries a signed device cookie for it, which exempts its sign-ins from the
// account's slow-down and gives them a place of their own in the password-hash queue. Refusals for a full
// queue count against the address that caused them, so a flooding address is refused sooner.
import { afterEach, describe, expect, it } from "vitest";
import { defaultHashQueueLimits, passwordHashQueue } from "../../server/src/auth/hashQueue.js";
import { THROTTLE } from "../../server/src/auth/throttle.js";
import { useServer } from "../helpers/server.js";
import { FormClient, newEmployee } from "./support.js";
import { uniqueEmail, uniqueIp } from "../helpers/unique.js";

const demo = useServer();
const held: Array<() => void> = [];

/** One general slot, taken; nobody may wait for it: an untrusted sign-in now is refused with 503. */
async function fillQueue() {
  passwordHashQueue.limits = { concurrency: 1, maxWaiting: 0, maxWaitMs: 2000 };
  held.push(await passwordHashQueue.acquire());
}

afterEach(() => {
  while (held.length) held.pop()!();
  passwordHashQueue.limits = defaultHashQueueLimits();
});

/** The owner's browser after one sign-in from its own address. */
async function trustedBrowser(email: string, password: string) {
  const browser = new FormClient(demo.server.url);
  const { status, response } = await browser.credentials(email, password);
  expect(status).toBe(200);
  return { browser, setCookies: response.headers.getSetCookie() };
}

const signedIn = (result: { status: number; text: string }) => result.status === 200 && JSON.parse(result.text).url === `${demo.server.url}/admin`;

describe("device cookies", () => {
  it("signs the owner in on a browser that signed in before, through a flood of wrong passwords from many addresses", async () => {
    const { email, password } = await newEmployee(demo.server.url, demo.server.db, demo.owner);
    const { browser } = await trustedBrowser(email, password);

    // The account is being guessed at (it is at its slow-down's ceiling), and wrong passwords for made-up
    // accounts from many addresses keep a small queue overfull.
    const addresses = Array.from({ length: 40 }, () => uniqueIp());
    await demo.server.db.signInAttempt.createMany({
      data: Array.from({ length: THROTTLE.ceilingAfterAccountFailures }, (_, i) => ({ email, ip: addresses[i % addresses.length]!, success: false })),
    });
    passwordHashQueue.limits = { concurrency: 1, maxWaiting: 3, maxWaitMs: 2000 };
    const answers = new Map<number, number>();
    let flooding = true;
    const flood = Promise.all(
      Array.from({ length: 8 }, async (_, loop) => {
        const attacker = new FormClient(demo.server.url, addresses[loop]);
        const csrfToken = await attacker.csrfToken();
        for (let n = loop; flooding; n += 8) {
          attacker.forwardedFor = addresses[n % addresses.length];
          const { status } = await attacker.credentials(uniqueEmail("guess"), "wrong-password", csrfToken);
          answers.set(status, (answers.get(status) ?? 0) + 1);
        }
      }),
    );
    while (passwordHashQueue.waitingCount < 3) await new Promise((resolve) => setTimeout(resolve, 5));

    const owner: boolean[] = [];
    for (let i = 0; i < 4; i++) owner.push(signedIn(await browser.credentials(email, password)));
    flooding = false;
    await flood;
    expect(answers.get(503)).toBeGreaterThan(0);
    expect(owner).toEqual(Array(4).fill(true));
    expect((await browser.trpc.company.get.query()).name).toBe("Καφέ Αθηνά");
  }, 60_000);

  it("is httpOnly, SameSite=Lax and long-lived, and trusts only the browser and account it was given for", async () => {
    const { email, password } = await newEmployee(demo.server.url, demo.server.db, demo.owner);
    const other = await newEmployee(demo.server.url, demo.server.db, demo.owner);
    const { browser, setCookies } = await trustedBrowser(email, password);
    const device = setCookies.find((line) => line.startsWith("loyalty.device"));
    expect(device).toBeDefined();
    expect(device).toMatch(/; HttpOnly/i);
    expect(device).toMatch(/; SameSite=Lax/i);
    expect(Number(/Max-Age=(\d+)/i.exec(device!)![1])).toBeGreaterThanOrEqual(180 * 86_400);

    // With every general slot taken, the trusted browser still signs in; a new one, or the same cookie
    // for another account, or a forged one, waits its turn like everybody (here: refused at once).
    await fillQueue();
    expect(signedIn(await browser.credentials(email, password))).toBe(true);
    expect((await new FormClient(demo.server.url).credentials(email, password)).status).toBe(503);
    expect((await browser.credentials(other.email, other.password)).status).toBe(503);
    const [name, value] = device!.split(";")[0]!.split("=");
    const forged = new FormClient(demo.server.url);
    forged.jar.set(
      name!,
      value!.replace(/.$/, (last) => (last === "A" ? "B" : "A")),
    );
    expect((await forged.credentials(email, password)).status).toBe(503);
  }, 30_000);

  it("exempts a trusted browser from the account's slow-down and refusal, until it guesses wrong a few times", async () => {
    const { email, password } = await newEmployee(demo.server.url, demo.server.db, demo.owner);
    const { browser } = await trustedBrowser(email, password);
    // The account guessed at from many addresses, and from the browser's own (an office's shared one).
    const guesses = [
      ...Array.from({ length: THROTTLE.ceilingAfterAccountFailures }, () => uniqueIp()),
      ...Array(THROTTLE.maxAccountAddressFailures).fill(browser.ip),
    ];
    await demo.server.db.signInAttempt.createMany({ data: guesses.map((ip: string) => ({ email, ip, success: false })) });
    expect((await new FormClient(demo.server.url, browser.ip).credentials(email, password)).status).toBe(429);
    const started = Date.now();
    expect(signedIn(await browser.credentials(email, password))).toBe(true);
    expect(Date.now() - started).toBeLessThan(THROTTLE.ceilingDelayMs);

    // A browser guessing at the password loses its trust: then its address's refusal applies to it too.
    await fillQueue();
    for (let i = 0; i < THROTTLE.maxDeviceFailures; i++) {
      const { status, text } = await browser.credentials(email, "wrong-password");
      expect(status).toBe(200);
      expect(new URL(JSON.parse(text).url).searchParams.get("error")).toBe("CredentialsSignin");
    }
    expect((await browser.credentials(email, password)).status).toBe(429);
  }, 30_000);

  it("counts a refusal for a full queue as a failure of the address that sent it", async () => {
    await fillQueue();
    const flooder = new FormClient(demo.server.url);
    const csrfToken = await flooder.csrfToken();
    for (let i = 0; i < THROTTLE.maxIpFailures; i++) {
      expect((await flooder.credentials(uniqueEmail("flood"), "wrong-password", csrfToken)).status).toBe(503);
    }
    held.pop()!();
    // The queue is free again, but this address has used up its failures; another has not.
    expect((await flooder.credentials(uniqueEmail("flood"), "wrong-password", csrfToken)).status).toBe(429);
    expect((await new FormClient(demo.server.url).credentials(uniqueEmail("flood"), "wrong-password")).status).toBe(200);
  }, 30_000);
});
