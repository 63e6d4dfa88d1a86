// Server-side session rows. The session cookie is an Auth.js JWT carrying `sid`, the id of a Session
// row created at sign-in; a session is live only while its row is, so deleting rows ends sessions
// everywhere at once. Only the person's own acts end all their sessions (sign-out everywhere, a password
// change or reset) or a deleted account; nothing a shop does ends anyone's session.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/client.js";
import type { Prisma } from "../generated/prisma/client.js";

type Client = Db | Prisma.TransactionClient;

/** Idle lifetime of a session: the cookie and the row are both extended when the session is read. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** The row's expiry is written at most this often. */
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;

const expiryFromNow = () => new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);

/** Creates the row behind a new sign-in and returns its id (the JWT's `sid`). */
export async function createSessionRow(db: Client, userId: string): Promise<string> {
  // sessionToken is required and unique by the Auth.js schema; the JWT refers to the row by id.
  const row = await db.session.create({ data: { userId, sessionToken: randomUUID(), expires: expiryFromNow() }, select: { id: true } });
  return row.id;
}

/**
 * Whether the session is live for this user; extends its expiry when due, as the cookie is.
 * Used when Auth.js reads the session (GET /api/auth/session).
 */
export async function keepSessionAlive(db: Client, sessionId: string, userId: string): Promise<boolean> {
  const row = await db.session.findUnique({
    where: { id: sessionId },
    select: { userId: true, expires: true, user: { select: { deletedAt: true } } },
  });
  if (!row || row.userId !== userId || row.expires.getTime() <= Date.now() || row.user.deletedAt) return false;
  const dueAt = row.expires.getTime() - (SESSION_MAX_AGE_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000;
  if (dueAt <= Date.now()) await db.session.update({ where: { id: sessionId }, data: { expires: expiryFromNow() } });
  return true;
}

export async function revokeSession(db: Client, sessionId: string): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } });
}

/** Ends every session of the user, or every one but `except` (the session making the change). */
export async function revokeUserSessions(db: Client, userId: string, options: { except?: string } = {}): Promise<number> {
  const { count } = await db.session.deleteMany({
    where: { userId, ...(options.except ? { id: { not: options.except } } : {}) },
  });
  return count;
}
