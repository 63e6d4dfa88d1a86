// auth.requestPasswordReset over HTTP: the same answer for an address with and without an account, a
// one-hour link only to the one that exists, and the sign-in links' limits (per asking address, per account).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_LINKS } from "../../server/src/auth/throttle.js";
import { ApiClient } from "../helpers/client.js";
import { codeOf } from "../helpers/errors.js";
import { linkPath, waitForMessage } from "../helpers/outbox.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { createShop } from "../helpers/shop.js";
import { uniqueEmail, uniqueIp } from "../helpers/unique.js";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

function clientAt(ip = uniqueIp()) {
  const client = new ApiClient(server.url);
  client.forwardedFor = ip;
  return client;
}

describe("auth.requestPasswordReset", () => {
  it("answers alike whether or not the address has an account, and mails only the account, a link valid for an hour", async () => {
    const shop = await createShop(server.db);
    const nobody = uniqueEmail("nobody");
    const asked = new Date();
    expect(await clientAt().trpc.auth.requestPasswordReset.mutate({ email: nobody })).toEqual({ sent: true });
    expect(await clientAt().trpc.auth.requestPasswordReset.mutate({ email: shop.email.toUpperCase() })).toEqual({ sent: true });

    const message = await waitForMessage(server.db, shop.email, asked);
    expect(linkPath(message.text)).toMatch(/^\/auth\/set-password\?token=.+&email=/);
    expect(await server.db.outboxMessage.count({ where: { to: nobody } })).toBe(0);
    const token = await server.db.verificationToken.findFirstOrThrow({ where: { identifier: `set-password:${shop.email}` } });
    const minutes = (token.expires.getTime() - asked.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThan(61);
  });

  it("refuses an address past its requests for the hour, with or without an account behind the e-mail", async () => {
    const client = clientAt();
    for (let request = 0; request < EMAIL_LINKS.perAddress; request++) {
      await client.trpc.auth.requestPasswordReset.mutate({ email: uniqueEmail("someone") });
    }
    expect(await codeOf(client.trpc.auth.requestPasswordReset.mutate({ email: uniqueEmail("someone") }))).toBe("TOO_MANY_REQUESTS");
    expect(await codeOf(clientAt().trpc.auth.requestPasswordReset.mutate({ email: "not an e-mail" }))).toBe("BAD_REQUEST");
  });

  it("mails one account a few links an hour per asking address, answering the rest alike", async () => {
    const shop = await createShop(server.db);
    const ip = uniqueIp();
    for (let request = 0; request < EMAIL_LINKS.perAccountAddress + 1; request++) {
      expect(await clientAt(ip).trpc.auth.requestPasswordReset.mutate({ email: shop.email })).toEqual({ sent: true });
    }
    await waitForMessage(server.db, shop.email);
    await expect.poll(() => server.db.outboxMessage.count({ where: { to: shop.email } })).toBe(EMAIL_LINKS.perAccountAddress);
  });
});
