// Shared steps of the sign-in tests: unique people, invitations read from the development outbox, and
// raw form posts to /api/auth.
import { randomUUID } from "node:crypto";
import type { Db } from "../../server/src/db/client.js";
import { ApiClient, signIn } from "../helpers/client.js";

export const unique = () => randomUUID().slice(0, 8);
export const uniqueEmail = (label: string) => `${label}-${unique()}@example.com`;
/** A client address of its own (test servers trust X-Forwarded-For from loopback), so per-address limits stay per test. */
export const uniqueIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** The tRPC error code a call ends with, or "OK". */
export const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "OK",
    (error: { data?: { code?: string } }) => error.data?.code,
  );

/** The newest message to `to`, waiting for it briefly (sign-in links are sent in the background). */
export async function waitForMessage(db: Db, to: string, after = new Date(0)) {
  for (let tries = 0; tries < 100; tries++) {
    const message = await db.outboxMessage.findFirst({ where: { to, createdAt: { gt: after } }, orderBy: { createdAt: "desc" } });
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no message to ${to}`);
}

/** The first http(s) link in a text, as a path on our server (links are built on PUBLIC_ORIGIN). */
export function linkPath(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

/** The token of the newest invitation link mailed to `to` (after `after`). */
export async function invitationToken(db: Db, to: string, after = new Date(0)) {
  const link = new URL(linkPath((await waitForMessage(db, to, after)).text), "http://invitation.test");
  if (link.pathname !== "/auth/invitation") throw new Error(`not an invitation link: ${link.href}`);
  return link.searchParams.get("token")!;
}

/** The owner invites a new person, who accepts with a password from the e-mailed link and signs in. */
export async function newEmployee(url: string, db: Db, owner: ApiClient) {
  const email = uniqueEmail("staff");
  const password = `password-${unique()}`;
  const sentAt = new Date();
  await owner.trpc.staff.invite.mutate({ email });
  const token = await invitationToken(db, email, sentAt);
  const invited = new ApiClient(url);
  invited.forwardedFor = uniqueIp();
  await invited.trpc.invitation.accept.mutate({ token, password, name: "Νέο Μέλος" });
  const member = (await owner.trpc.staff.list.query()).find((m) => m.email === email)!;
  return { member, email, password, client: await signIn(url, email, password) };
}

/** A client that posts forms itself, with a chosen client address. */
export class FormClient extends ApiClient {
  constructor(
    url: string,
    readonly ip = uniqueIp(),
  ) {
    super(url);
    this.forwardedFor = ip;
  }

  async post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.fetch(`/api/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields),
    });
  }

  /** A credentials sign-in as the admin sends it: csrf token, callbackUrl and json=true in the form. */
  async credentials(email: string, password: string, csrfToken?: string) {
    const response = await this.post("callback/credentials", {
      csrfToken: csrfToken ?? (await this.csrfToken()),
      callbackUrl: `${this.url}/admin`,
      json: "true",
      email,
      password,
    });
    return { status: response.status, text: await response.text(), response };
  }
}
