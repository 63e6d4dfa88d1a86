// Credentials sign-in over the real Auth.js flow: CSRF, cookies, identical refusals, callbackUrl checks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, demo } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { FormClient } from "./support.js";
import { uniqueEmail } from "../helpers/unique.js";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

describe("credentials sign-in", () => {
  it("signs in with the csrf cookie and token, sets the session cookie and serves the shop", async () => {
    const client = new FormClient(server.url);
    const csrf = await client.fetch("/api/auth/csrf");
    expect(csrf.status).toBe(200);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    expect(csrfToken).toMatch(/^[0-9a-f]{64}$/);
    expect(client.jar.get("authjs.csrf-token")).toBeTruthy();

    // json=true in the form (as next-auth's client sends it) is enough to get a JSON answer.
    const { status, text } = await client.credentials(demo.owner.email, demo.owner.password, csrfToken);
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ url: `${server.url}/admin` });
    expect(client.jar.get("authjs.session-token")).toBeTruthy();

    const session = await client.fetch("/api/auth/session");
    const body = (await session.json()) as { user: { id: string; email: string } };
    expect(body.user.email).toBe(demo.owner.email);
    expect(body.user.id).toBeTruthy();
    expect(await client.trpc.auth.getSession.query()).toMatchObject({ user: { id: body.user.id, email: demo.owner.email } });
    expect((await client.trpc.company.get.query()).name).toBe("Καφέ Αθηνά");

    // POST session (the client's session update) needs the csrf token too and answers the session.
    const updated = await client.post("session", { csrfToken, data: "{}" });
    expect(((await updated.json()) as { user: { id: string } }).user.id).toBe(body.user.id);
    expect((await client.post("session", { csrfToken: "forged", data: "{}" })).status).toBe(400);
  });

  it("refuses a sign-in without a valid csrf token (MissingCSRF) and sets no session", async () => {
    const client = new FormClient(server.url);
    await client.csrfToken();
    const { status, text } = await client.credentials(demo.owner.email, demo.owner.password, "forged-token");
    expect(status).toBe(200);
    expect(new URL(JSON.parse(text).url).searchParams.get("error")).toBe("MissingCSRF");
    expect(client.jar.get("authjs.session-token")).toBeUndefined();

    // Without the csrf cookie at all, a token alone is not enough either.
    const other = new FormClient(server.url);
    const stolen = await other.credentials(demo.owner.email, demo.owner.password, await new ApiClient(server.url).csrfToken());
    expect(new URL(JSON.parse(stolen.text).url).searchParams.get("error")).toBe("MissingCSRF");
    expect(other.jar.get("authjs.session-token")).toBeUndefined();
    expect(await other.trpc.auth.getSession.query()).toBeNull();
  });

  it("answers a wrong password and an unknown e-mail byte for byte the same", async () => {
    const answers = [];
    for (const email of [demo.staff.email, uniqueEmail("nobody")]) {
      const client = new FormClient(server.url);
      const { status, text, response } = await client.credentials(email, "not-the-password");
      answers.push({ status, text, contentType: response.headers.get("content-type"), cookies: response.headers.getSetCookie().map((c) => c.split("=")[0]) });
      expect(client.jar.get("authjs.session-token")).toBeUndefined();
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0].status).toBe(200);
    expect(JSON.parse(answers[0].text)).toEqual({ url: `${server.url}/auth/signin?error=CredentialsSignin&code=credentials` });
  });

  it("refuses a callbackUrl on another origin with InvalidCallbackUrl", async () => {
    for (const callbackUrl of ["https://evil.example/steal", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      const client = new FormClient(server.url);
      const response = await client.post("callback/credentials", {
        csrfToken: await client.csrfToken(),
        callbackUrl,
        json: "true",
        email: demo.owner.email,
        password: demo.owner.password,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ url: `${server.url}/auth/signin?error=InvalidCallbackUrl` });
      expect(client.jar.get("authjs.session-token")).toBeUndefined();
    }
    // In a link (GET), the browser is sent to our sign-in page with the error.
    const link = await fetch(`${server.url}/api/auth/signin?callbackUrl=${encodeURIComponent("https://evil.example/")}`, { redirect: "manual" });
    expect(link.status).toBe(302);
    expect(link.headers.get("location")).toBe(`${server.url}/auth/signin?error=InvalidCallbackUrl`);
  });

  it("keeps a same-origin callbackUrl, relative or absolute", async () => {
    for (const [callbackUrl, expected] of [
      ["/admin/points", `${server.url}/admin/points`],
      [`${server.url}/admin/coupons`, `${server.url}/admin/coupons`],
    ]) {
      const client = new FormClient(server.url);
      const response = await client.post("callback/credentials", { csrfToken: await client.csrfToken(), callbackUrl, json: "true", ...demo.owner });
      expect(await response.json()).toEqual({ url: expected });
    }
  });

  it("accepts the client log beacon and limits it", async () => {
    const client = new FormClient(server.url);
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      const response = await client.post("_log", { level: "error", code: "CLIENT_FETCH_ERROR", message: "x".repeat(2000) });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(204));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
