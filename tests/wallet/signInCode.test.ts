// The wallet's SMS codes against abuse: a code signs in only the browser that asked for it (its device
// cookie), so nobody else can use, guess at or spoil a customer's code, and every guess is against a code
// the guesser had sent; nobody can lock a customer out; codes go only to mobiles of the allowed countries,
// under a platform-wide hourly cap that alerts the platform admin once per hour.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../server/src/lib/mailer.js";
import { CODE_MESSAGES, sendSignInCode, WALLET_CODE } from "../../server/src/wallet/code.js";
import { ApiClient } from "../helpers/client.js";
import { failure } from "../helpers/errors.js";
import { walletCodeFor } from "../helpers/outbox.js";
import { startServer, testEnv, type TestServer } from "../helpers/server.js";
import { newPhone, uniqueIp } from "../helpers/unique.js";

let server: TestServer;
const env = testEnv();

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

/** A browser at a client address: its cookie jar (the wallet's device cookie) lasts from requestCode to signIn. */
function clientAt(ip: string): ApiClient {
  const client = new ApiClient(server.url);
  client.forwardedFor = ip;
  return client;
}

/** A browser of its own at the address, for calls made without HTTP. */
const clientOf = (ip: string) => ({ ip, device: randomUUID() });

const services = () => ({ db: server.db, env, mailer: createMailer(env, server.db), log: server.log });
/** A 6-digit code that is none of the given ones. */
const wrongCode = (...codes: string[]) => ["000000", "111111", "222222"].find((guess) => !codes.includes(guess))!;

/** Repeats the call until it is refused as too many (at most `bound` times); how many went through first. */
async function untilTooMany(call: () => Promise<unknown>, bound = 100): Promise<number> {
  for (let passed = 0; passed < bound; passed++) {
    const code = await call().then(
      () => "OK",
      (error: { data?: { code?: string } }) => error.data?.code,
    );
    if (code === "TOO_MANY_REQUESTS") return passed;
  }
  throw new Error(`not refused after ${bound} calls`);
}

describe("a code signs in only the browser that asked for it", () => {
  it("an attacker at many addresses, asking for codes to the customer's phone, cannot sign in with the customer's code", async () => {
    const phone = newPhone();
    const customer = clientAt(uniqueIp());
    const asked = await customer.fetch("/api/trpc/wallet.requestCode", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone }),
    });
    expect(asked.status).toBe(200);
    // The browser's device id: 128 random bits, out of scripts' reach, sent with the API's calls only.
    expect(asked.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^loyalty\.wallet-device=[\w-]{22}; Path=\/api\/trpc; HttpOnly; SameSite=Lax; Max-Age=34560000$/),
    ]);
    const code = await walletCodeFor(server.db, phone);

    for (let i = 0; i < 3; i++) {
      const attacker = clientAt(uniqueIp());
      await attacker.trpc.wallet.requestCode.mutate({ phone });
      // The customer's code is only a wrong code for the attacker's own: the answer tells nothing more.
      expect(await failure(attacker.trpc.wallet.signIn.mutate({ phone, code }))).toMatchObject({ data: { code: "BAD_REQUEST" }, message: CODE_MESSAGES.wrong });
    }
    // No cookie at all.
    expect(await failure(clientAt(uniqueIp()).trpc.wallet.signIn.mutate({ phone, code }))).toMatchObject({
      data: { code: "BAD_REQUEST" },
      message: CODE_MESSAGES.expired,
    });
    expect(await server.db.user.findUnique({ where: { phone } })).toBeNull();

    // The customer's browser, moved to another address (from Wi-Fi to mobile data), signs in.
    customer.forwardedFor = uniqueIp();
    expect(await customer.trpc.wallet.signIn.mutate({ phone, code })).toEqual({ signedIn: true });
  });

  it("wrong codes from other browsers, at other addresses or behind the customer's own, never spoil the customer's code", async () => {
    const phone = newPhone();
    const ip = uniqueIp();
    const customer = clientAt(ip);
    await customer.trpc.wallet.requestCode.mutate({ phone });
    const code = await walletCodeFor(server.db, phone);

    // A neighbour behind the same address (a shared NAT) and strangers elsewhere, with codes of their own and without.
    for (const other of [clientAt(ip), clientAt(uniqueIp()), clientAt(uniqueIp())]) {
      await other.trpc.wallet.requestCode.mutate({ phone });
      const theirs = await walletCodeFor(server.db, phone);
      for (let i = 0; i <= WALLET_CODE.maxWrongPerCode; i++) await failure(other.trpc.wallet.signIn.mutate({ phone, code: wrongCode(code, theirs) }));
    }
    for (let i = 0; i <= WALLET_CODE.maxWrongPerCode; i++) await failure(clientAt(ip).trpc.wallet.signIn.mutate({ phone, code: wrongCode(code) }));

    expect(await customer.trpc.wallet.signIn.mutate({ phone, code })).toEqual({ signedIn: true });
  });

  it("a code is void after 5 wrong tries from its own browser, which then asks for a new one", async () => {
    const phone = newPhone();
    const browser = clientAt(uniqueIp());
    await browser.trpc.wallet.requestCode.mutate({ phone });
    const code = await walletCodeFor(server.db, phone);
    for (let i = 1; i < WALLET_CODE.maxWrongPerCode; i++) {
      expect((await failure(browser.trpc.wallet.signIn.mutate({ phone, code: wrongCode(code) }))).message).toBe(CODE_MESSAGES.wrong);
    }
    // The fifth wrong try voids it, and says so.
    expect((await failure(browser.trpc.wallet.signIn.mutate({ phone, code: wrongCode(code) }))).message).toBe(CODE_MESSAGES.expired);
    expect(await failure(browser.trpc.wallet.signIn.mutate({ phone, code }))).toMatchObject({ data: { code: "BAD_REQUEST" }, message: CODE_MESSAGES.expired });
    expect(await server.db.user.findUnique({ where: { phone } })).toBeNull();

    await browser.trpc.wallet.requestCode.mutate({ phone });
    expect(await browser.trpc.wallet.signIn.mutate({ phone, code: await walletCodeFor(server.db, phone) })).toEqual({ signedIn: true });
  });

  it("two codes asked for from one browser both work, and a wrong try counts against both", async () => {
    const phone = newPhone();
    const browser = clientAt(uniqueIp());
    await browser.trpc.wallet.requestCode.mutate({ phone });
    const first = await walletCodeFor(server.db, phone);
    await browser.trpc.wallet.requestCode.mutate({ phone });
    const second = await walletCodeFor(server.db, phone);
    expect(await browser.trpc.wallet.signIn.mutate({ phone, code: first })).toEqual({ signedIn: true });
    expect(await browser.trpc.wallet.signIn.mutate({ phone, code: second })).toEqual({ signedIn: true });

    // Five wrong tries in all, not five per code: asking for more codes does not multiply the guesses.
    const guesser = clientAt(uniqueIp());
    await guesser.trpc.wallet.requestCode.mutate({ phone });
    const a = await walletCodeFor(server.db, phone);
    await guesser.trpc.wallet.requestCode.mutate({ phone });
    const b = await walletCodeFor(server.db, phone);
    for (let i = 0; i < WALLET_CODE.maxWrongPerCode; i++) await failure(guesser.trpc.wallet.signIn.mutate({ phone, code: wrongCode(a, b) }));
    for (const code of [a, b]) expect((await failure(guesser.trpc.wallet.signIn.mutate({ phone, code }))).message).toBe(CODE_MESSAGES.expired);
  });
});

describe("someone else's address cannot lock a customer out", () => {
  it("codes asked for and guessed from another address neither spoil the customer's code nor refuse the customer", async () => {
    const phone = newPhone();
    const customer = clientAt(uniqueIp());
    await customer.trpc.wallet.requestCode.mutate({ phone });
    const first = await walletCodeFor(server.db, phone);

    // Another address asks for codes to the phone and guesses until it is refused.
    const attacker = clientAt(uniqueIp());
    await untilTooMany(() => attacker.trpc.wallet.requestCode.mutate({ phone }));
    await untilTooMany(() => attacker.trpc.wallet.signIn.mutate({ phone, code: wrongCode(first) }));

    // The customer asks again (the first SMS seemed slow), then types the first code: both codes hold.
    await customer.trpc.wallet.requestCode.mutate({ phone });
    const second = await walletCodeFor(server.db, phone);
    expect(await customer.trpc.wallet.signIn.mutate({ phone, code: first })).toEqual({ signedIn: true });
    // Used once.
    expect((await failure(customer.trpc.wallet.signIn.mutate({ phone, code: first }))).message).toBe(CODE_MESSAGES.wrong);
    expect(await customer.trpc.wallet.signIn.mutate({ phone, code: second })).toEqual({ signedIn: true });
  });

  it("one address is capped across phones, for codes sent and for wrong codes", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < WALLET_CODE.maxPerIp; i++) await sendSignInCode(services(), newPhone(), clientOf(ip));
    const fresh = newPhone();
    expect(await failure(sendSignInCode(services(), fresh, clientOf(ip)))).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(await server.db.outboxMessage.count({ where: { to: fresh } })).toBe(0);

    const guesser = clientAt(uniqueIp());
    expect(await untilTooMany(() => guesser.trpc.wallet.signIn.mutate({ phone: newPhone(), code: "123456" }))).toBe(WALLET_CODE.maxWrongPerIp);
  });
});

describe("where codes go", () => {
  it("only to mobiles of Greece and Cyprus by default, with a Greek message naming them", async () => {
    const client = clientAt(uniqueIp());
    // A Greek landline, a US number, an Armenian mobile, an Iridium satellite phone.
    for (const phone of ["+302101234567", "+12025550123", "+37477123456", "+881612345678"]) {
      const error = await failure(client.trpc.wallet.requestCode.mutate({ phone }));
      expect(error.data?.code, phone).toBe("BAD_REQUEST");
      expect(error.message).toBe("Οι κωδικοί αποστέλλονται μόνο σε κινητά τηλέφωνα (Ελλάδα, Κύπρος).");
      expect(await server.db.outboxMessage.count({ where: { to: phone } })).toBe(0);
    }
    const cypriot = `+35799${String(Date.now()).slice(-6)}`;
    await client.trpc.wallet.requestCode.mutate({ phone: cypriot });
    expect(await walletCodeFor(server.db, cypriot)).toMatch(/^\d{6}$/);
  });

  it("SMS_COUNTRIES changes the countries", async () => {
    const armenia = { ...services(), env: { ...env, SMS_COUNTRIES: "AM" } };
    const phone = `+37477${String(Date.now()).slice(-6)}`;
    await sendSignInCode(armenia, phone, clientOf(uniqueIp()));
    expect(await walletCodeFor(server.db, phone)).toMatch(/^\d{6}$/);
    expect(await failure(sendSignInCode(armenia, newPhone(), clientOf(uniqueIp())))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Οι κωδικοί αποστέλλονται μόνο σε κινητά τηλέφωνα (Αρμενία).",
    });
  });

  it("stops at the platform-wide hourly cap and alerts the platform admin once per hour, even from two processes at once", async () => {
    await sendSignInCode(services(), newPhone(), clientOf(uniqueIp()));
    const hourStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const sentThisHour = await server.db.smsVerificationRequest.count({ where: { createdAt: { gte: hourStart } } });
    const capped = () => ({ ...services(), env: { ...env, SMS_CODES_PER_HOUR: sentThisHour } });
    const phones = [newPhone(), newPhone(), newPhone()];
    const refusals = await Promise.all(phones.map((phone) => failure(sendSignInCode(capped(), phone, clientOf(uniqueIp())))));
    for (const refusal of refusals) expect(refusal).toMatchObject({ code: "TOO_MANY_REQUESTS", message: expect.stringMatching(/προσωρινά/) });
    expect(await server.db.outboxMessage.count({ where: { to: { in: phones } } })).toBe(0);
    const alerts = await server.db.outboxMessage.findMany({
      where: { to: env.PLATFORM_EMAIL, subject: { contains: "κωδικών SMS" }, createdAt: { gte: hourStart } },
    });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(`SMS_CODES_PER_HOUR=${sentThisHour}`);
  });
});
