// The wallet's SMS codes against abuse: nobody can lock a customer out (codes asked for or guessed from
// another address neither spoil the code the customer was sent nor use up the customer's limits), and
// codes go only to mobiles of the allowed countries, under a platform-wide hourly cap that alerts the
// platform admin once per hour.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../server/src/lib/mailer.js";
import { sendSignInCode, WALLET_CODE } from "../../server/src/wallet/code.js";
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

function clientAt(ip: string): ApiClient {
  const client = new ApiClient(server.url);
  client.forwardedFor = ip;
  return client;
}

const services = () => ({ db: server.db, env, mailer: createMailer(env, server.db), log: server.log });
const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

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
    expect((await failure(clientAt(uniqueIp()).trpc.wallet.signIn.mutate({ phone, code: first }))).message).toMatch(/Λάθος κωδικός|έληξε/);
    expect(await clientAt(uniqueIp()).trpc.wallet.signIn.mutate({ phone, code: second })).toEqual({ signedIn: true });
  });

  it("wrong codes are limited per phone and address: that address is refused, the phone's code still works elsewhere", async () => {
    const phone = newPhone();
    const guesser = clientAt(uniqueIp());
    await guesser.trpc.wallet.requestCode.mutate({ phone });
    const code = await walletCodeFor(server.db, phone);
    expect((await failure(guesser.trpc.wallet.signIn.mutate({ phone, code: wrongCode(code) }))).message).toMatch(/Λάθος κωδικός/);
    expect(await untilTooMany(() => guesser.trpc.wallet.signIn.mutate({ phone, code: wrongCode(code) }))).toBeLessThan(10);
    const refused = await failure(guesser.trpc.wallet.signIn.mutate({ phone, code }));
    expect(refused.data?.code).toBe("TOO_MANY_REQUESTS");
    expect(await clientAt(uniqueIp()).trpc.wallet.signIn.mutate({ phone, code })).toEqual({ signedIn: true });
  });

  it("one address is capped across phones, for codes sent and for wrong codes", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < WALLET_CODE.maxPerIp; i++) await sendSignInCode(services(), newPhone(), ip);
    const fresh = newPhone();
    expect(await failure(sendSignInCode(services(), fresh, ip))).toMatchObject({ code: "TOO_MANY_REQUESTS" });
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
    const cypriot = `+3579${String(Date.now()).slice(-7)}`;
    await client.trpc.wallet.requestCode.mutate({ phone: cypriot });
    expect(await walletCodeFor(server.db, cypriot)).toMatch(/^\d{6}$/);
  });

  it("SMS_COUNTRIES changes the countries", async () => {
    const armenia = { ...services(), env: { ...env, SMS_COUNTRIES: "AM" } };
    const phone = `+3747${String(Date.now()).slice(-7)}`;
    await sendSignInCode(armenia, phone, uniqueIp());
    expect(await walletCodeFor(server.db, phone)).toMatch(/^\d{6}$/);
    expect(await failure(sendSignInCode(armenia, newPhone(), uniqueIp()))).toMatchObject({ code: "BAD_REQUEST", message: "Οι κωδικοί αποστέλλονται μόνο σε κινητά τηλέφωνα (Αρμενία)." });
  });

  it("stops at the platform-wide hourly cap and alerts the platform admin once per hour, even from two processes at once", async () => {
    await sendSignInCode(services(), newPhone(), uniqueIp());
    const hourStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const sentThisHour = await server.db.smsVerificationRequest.count({ where: { createdAt: { gte: hourStart } } });
    const capped = () => ({ ...services(), env: { ...env, SMS_CODES_PER_HOUR: sentThisHour } });
    const phones = [newPhone(), newPhone(), newPhone()];
    const refusals = await Promise.all(phones.map((phone) => failure(sendSignInCode(capped(), phone, uniqueIp()))));
    for (const refusal of refusals) expect(refusal).toMatchObject({ code: "TOO_MANY_REQUESTS", message: expect.stringMatching(/προσωρινά/) });
    expect(await server.db.outboxMessage.count({ where: { to: { in: phones } } })).toBe(0);
    const alerts = await server.db.outboxMessage.findMany({ where: { to: env.PLATFORM_EMAIL, subject: { contains: "κωδικών SMS" }, createdAt: { gte: hourStart } } });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(`SMS_CODES_PER_HOUR=${sentThisHour}`);
  });
});
