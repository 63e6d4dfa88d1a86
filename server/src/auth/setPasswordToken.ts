// One-time links to set a password (a forgotten password's reset; staff invitations sent before they
// became links to accept), kept as VerificationToken rows under the identifier "set-password:<email>"
// so that they can never be used as e-mail sign-in links (whose identifier is the bare address), and
// stored hashed: the database never holds a usable link.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { Prisma } from "../generated/prisma/client.js";

type Client = Db | Prisma.TransactionClient;

/** How long a link stays usable: an invitation's a week, a reset's an hour (as a sign-in link's). */
const SET_PASSWORD_LINK_MS = { invitation: 7 * 24 * 60 * 60 * 1000, reset: 60 * 60 * 1000 } as const;

const identifierFor = (email: string) => `set-password:${email}`;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Stores a new token for the (normalised) e-mail and returns the link to send. */
export async function createSetPasswordLink(
  db: Client,
  env: Pick<Env, "PUBLIC_ORIGIN">,
  email: string,
  purpose: keyof typeof SET_PASSWORD_LINK_MS = "invitation",
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(Date.now() + SET_PASSWORD_LINK_MS[purpose]);
  await db.verificationToken.create({ data: { identifier: identifierFor(email), token: hashToken(token), expires } });
  const link = new URL("/auth/set-password", env.PUBLIC_ORIGIN);
  link.search = new URLSearchParams({ token, email }).toString();
  return link.href;
}

/** Whether the token is valid for this e-mail and unexpired, without using it up (checked before hashing). */
export async function isSetPasswordTokenValid(db: Client, email: string, token: string): Promise<boolean> {
  const row = await db.verificationToken.findUnique({
    where: { identifier_token: { identifier: identifierFor(email), token: hashToken(token) } },
    select: { expires: true },
  });
  return row !== null && row.expires > new Date();
}

/** Deletes the token if it is valid for this e-mail and unexpired; true when it was. */
export async function consumeSetPasswordToken(db: Client, email: string, token: string): Promise<boolean> {
  const { count } = await db.verificationToken.deleteMany({
    where: { identifier: identifierFor(email), token: hashToken(token), expires: { gt: new Date() } },
  });
  return count === 1;
}
