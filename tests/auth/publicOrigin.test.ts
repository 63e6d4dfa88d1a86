// Links and redirects are built on PUBLIC_ORIGIN, never on the Host (or X-Forwarded-Host) a request names:
// a request sent with a foreign Host cannot put that host into the sign-in link mailed to the victim, nor
// into an answer, and the victim's link still signs them in.
import http from "node:http";
import { describe, expect, it } from "vitest";
import { useServer } from "../helpers/server.js";
import { linkPath, waitForMessage } from "../helpers/outbox.js";
import { FormClient, newEmployee } from "./support.js";
import { uniqueIp } from "../helpers/unique.js";

const demo = useServer();
const foreign = { host: "evil.example", "x-forwarded-host": "evil.example" };

/** One request to the test server naming another Host (fetch would not let the test choose it). */
function request(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; location?: string; cookies: string[]; body: string }>((resolve, reject) => {
    const req = http.request(`${demo.server.url}${path}`, { method: options.method ?? "GET", headers: options.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, cookies: res.headers["set-cookie"] ?? [], body }));
    });
    req.on("error", reject).end(options.body);
  });
}

/** POST /api/auth/<path> as a browser at `host` would, CSRF cookie and token included. */
async function postAs(headers: Record<string, string>, path: string, fields: Record<string, string>) {
  const ip = { "x-forwarded-for": uniqueIp() };
  const csrf = await request("/api/auth/csrf", { headers: { ...headers, ...ip } });
  const cookie = csrf.cookies.map((line) => line.split(";")[0]).join("; ");
  const body = new URLSearchParams({ csrfToken: JSON.parse(csrf.body).csrfToken, json: "true", ...fields }).toString();
  return request(`/api/auth/${path}`, {
    method: "POST",
    headers: { ...headers, ...ip, cookie, "content-type": "application/x-www-form-urlencoded", "x-auth-return-redirect": "1" },
    body,
  });
}

describe("links and redirects name PUBLIC_ORIGIN", () => {
  it("mails a sign-in link on PUBLIC_ORIGIN, leading back to it, when the request named another Host", async () => {
    const { email } = await newEmployee(demo.server.url, demo.server.db, demo.owner);
    const sentAt = new Date();
    const asked = await postAs(foreign, "signin/email", { email });
    expect(asked.status).toBe(200);
    expect(new URL(JSON.parse(asked.body).url).origin).toBe(demo.server.publicOrigin);

    const link = new URL((await waitForMessage(demo.server.db, email, sentAt)).text.match(/https?:\/\/\S+/)![0]);
    expect(link.origin).toBe(demo.server.publicOrigin);
    expect(new URL(link.searchParams.get("callbackUrl")!).origin).toBe(demo.server.publicOrigin);

    // The victim opens it and is signed in, sent to the site, not elsewhere.
    const victim = new FormClient(demo.server.url);
    const opened = await victim.fetch(linkPath(link.href));
    expect(opened.status).toBe(302);
    expect(new URL(opened.headers.get("location")!).origin).toBe(demo.server.publicOrigin);
    // Signing in by the link marks the browser as the account's, as a password does (deviceTrust.test.ts).
    expect(opened.headers.getSetCookie().some((line) => line.startsWith("loyalty.device."))).toBe(true);
    expect((await victim.trpc.company.get.query()).name).toBe("Καφέ Αθηνά");
  });

  it("refuses a callbackUrl on the foreign Host, and answers on PUBLIC_ORIGIN", async () => {
    const { email, password } = await newEmployee(demo.server.url, demo.server.db, demo.owner);
    const refused = await postAs(foreign, "callback/credentials", { email, password, callbackUrl: "http://evil.example/admin" });
    expect(refused.status).toBe(400);
    const url = new URL(JSON.parse(refused.body).url);
    expect(url.origin).toBe(demo.server.publicOrigin);
    expect(url.searchParams.get("error")).toBe("InvalidCallbackUrl");

    // Without a callbackUrl, the signed-in answer leads to PUBLIC_ORIGIN too.
    const signedIn = await postAs(foreign, "callback/credentials", { email, password });
    expect(signedIn.status).toBe(200);
    expect(new URL(JSON.parse(signedIn.body).url).origin).toBe(demo.server.publicOrigin);
    // A redirect of Auth.js's own pages as well.
    const page = await request("/api/auth/signin", { headers: foreign });
    expect(new URL(page.location!, demo.server.publicOrigin).origin).toBe(demo.server.publicOrigin);
  });
});
