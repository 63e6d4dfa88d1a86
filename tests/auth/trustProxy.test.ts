// X-Forwarded-For is believed only through the proxies TRUST_PROXY names. By default none: a client
// cannot escape the per-address sign-in limits by writing its own address into the header.
import { randomInt } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "../../server/src/env.js";
import { EMAIL_LINKS } from "../../server/src/auth/throttle.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { uniqueEmail, uniqueIp } from "../helpers/unique.js";

let byDefault: TestServer;
let oneHop: TestServer;

beforeAll(async () => {
  // "" reads as unset: the default a real installation gets.
  [byDefault, oneHop] = await Promise.all([startServer({ env: { TRUST_PROXY: "" } }), startServer({ env: { TRUST_PROXY: "1" } })]);
});
afterAll(() => Promise.all([byDefault?.close(), oneHop?.close()]));

/** One HTTP request from a chosen loopback source address (127.0.0.0/8 is all loopback on Linux). */
function request(server: TestServer, localAddress: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; cookies: string[]; body: string }>((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method: options.method ?? "GET", headers: options.headers, localAddress }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, cookies: res.headers["set-cookie"] ?? [], body }));
    });
    req.on("error", reject).end(options.body);
  });
}

/**
 * A sign-in link request for an unknown address (nothing is mailed) with the given X-Forwarded-For, sent
 * from a loopback address of its own so that no other test's client shares its per-address count.
 */
async function askForLink(server: TestServer, forwardedFor: string, localAddress = "127.0.0.1") {
  const csrf = await request(server, localAddress, "/api/auth/csrf");
  const cookie = csrf.cookies.map((line) => line.split(";")[0]).join("; ");
  const body = new URLSearchParams({ csrfToken: JSON.parse(csrf.body).csrfToken, json: "true", email: uniqueEmail("probe") }).toString();
  const headers = { cookie, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": forwardedFor };
  return (await request(server, localAddress, "/api/auth/signin/email", { method: "POST", headers, body })).status;
}

describe("TRUST_PROXY", () => {
  it("ignores X-Forwarded-For by default, so a made-up address does not escape the per-address limit", async () => {
    const peer = `127.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(2, 250)}`;
    for (let i = 0; i < EMAIL_LINKS.perAddress; i++) expect(await askForLink(byDefault, uniqueIp(), peer)).toBe(200);
    expect(await askForLink(byDefault, uniqueIp(), peer)).toBe(429);
  });

  it("with a hop count, takes the address the trusted proxy saw, not what the client wrote before it", async () => {
    const client = uniqueIp();
    for (let i = 0; i < EMAIL_LINKS.perAddress; i++) expect(await askForLink(oneHop, `${uniqueIp()}, ${client}`)).toBe(200);
    expect(await askForLink(oneHop, `${uniqueIp()}, ${client}`)).toBe(429);
    expect(await askForLink(oneHop, uniqueIp())).toBe(200);
  });

  it("accepts off, a hop count or a list of addresses, and refuses anything else at start", () => {
    const read = (value: string) => parseEnv({ NODE_ENV: "test", TRUST_PROXY: value }).TRUST_PROXY;
    expect(parseEnv({ NODE_ENV: "test" }).TRUST_PROXY).toBe("false");
    expect(read("2")).toBe("2");
    expect(read("loopback, 10.0.0.0/8")).toBe("loopback, 10.0.0.0/8");
    for (const bad of ["true", "10.0.0.1; rm -rf", "a b"]) expect(() => read(bad)).toThrow(EnvError);
  });
});
