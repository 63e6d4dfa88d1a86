// An HTTP client that behaves like a browser towards our API: it keeps cookies, signs in through
// Auth.js's real CSRF + credentials flow, and calls tRPC through the real batched link.
import { createTRPCClient, httpBatchLink, httpLink } from "@trpc/client";
import type { Db } from "../../server/src/db/client.js";
import type { AppRouter } from "../../server/src/routers/_app.js";
import type { StaffAccess } from "../../server/src/shared/staffAccess.js";

class CookieJar {
  private cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  get(name: string) {
    return this.cookies.get(name);
  }

  set(name: string, value: string) {
    this.cookies.set(name, value);
  }
}

export class ApiClient {
  readonly jar = new CookieJar();
  readonly trpc;
  /** The same client without batching, for tests that need one procedure per request. */
  readonly trpcUnbatched;

  constructor(readonly url: string) {
    const fetchWithCookies = (input: RequestInfo | URL, init?: RequestInit) => this.fetch(String(input), init);
    this.trpc = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${url}/api/trpc`, fetch: fetchWithCookies })] });
    this.trpcUnbatched = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${url}/api/trpc`, fetch: fetchWithCookies })] });
  }

  /** A client address of its own, sent as X-Forwarded-For (test servers trust loopback proxies). */
  forwardedFor?: string;

  async fetch(pathOrUrl: string, init: RequestInit = {}) {
    const target = pathOrUrl.startsWith("http") ? pathOrUrl : `${this.url}${pathOrUrl}`;
    const headers = new Headers(init.headers);
    if (this.forwardedFor && !headers.has("x-forwarded-for")) headers.set("x-forwarded-for", this.forwardedFor);
    const cookie = this.jar.header();
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(target, { ...init, headers, redirect: "manual" });
    this.jar.store(response);
    return response;
  }

  async csrfToken() {
    const response = await this.fetch("/api/auth/csrf");
    return ((await response.json()) as { csrfToken: string }).csrfToken;
  }

  /** POSTs a form to /api/auth/<path> with the CSRF token and json=true, as the admin does. */
  async authPost(path: string, fields: Record<string, string>) {
    const body = new URLSearchParams({ csrfToken: await this.csrfToken(), json: "true", ...fields });
    return this.fetch(`/api/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
      body,
    });
  }

  /** Signs in with e-mail and password; returns the `url` Auth.js answered (with ?error= on failure). */
  async signIn(email: string, password: string, callbackUrl = `${this.url}/admin`) {
    const response = await this.authPost("callback/credentials", { email, password, callbackUrl });
    const body = (await response.json().catch(() => ({}))) as { url?: string };
    return { status: response.status, url: body.url ?? "" };
  }

  async signOut() {
    return this.authPost("signout", { callbackUrl: `${this.url}/` });
  }
}

/** A client signed in as the given user; throws if the sign-in fails. */
export async function signIn(url: string, email: string, password: string) {
  const client = new ApiClient(url);
  const result = await client.signIn(email, password);
  if (result.status !== 200 || result.url.includes("error=")) throw new Error(`sign-in failed for ${email}: ${result.status} ${result.url}`);
  return client;
}

export const demo = {
  owner: { email: "owner@kafe-athina.gr", password: "athina-demo-2026" },
  staff: { email: "staff@kafe-athina.gr", password: "athina-staff-2026" },
  admin: { email: "admin@loyalty.local", password: "platform-admin-2026" },
  nikos: { email: "owner@fournos-nikos.gr", password: "nikos-demo-2026" },
} as const;

export const signInAs = (url: string, who: keyof typeof demo) => signIn(url, demo[who].email, demo[who].password);

/**
 * The demo employee starts at the counter only, like every new employee; tests of the customers and
 * history screens first grant them those (and the exports), as the owner would. Idempotent, so test
 * files running side by side agree on it.
 */
export async function grantDemoStaff(db: Db, access: StaffAccess = "CUSTOMERS_AND_EXPORTS") {
  await db.employee.updateMany({ where: { user: { email: demo.staff.email }, role: "EMPLOYEE" }, data: { access } });
}
