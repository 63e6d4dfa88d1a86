// Shared steps of the sign-in tests: a new employee through a real invitation, and raw form posts to
// /api/auth from a client address of their own.
import type { Db } from "../../server/src/db/client.js";
import { ApiClient, signIn } from "../helpers/client.js";
import { invitationToken } from "../helpers/outbox.js";
import { unique, uniqueEmail, uniqueIp } from "../helpers/unique.js";

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
