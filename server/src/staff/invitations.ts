// Staff invitations. Inviting an e-mail makes a pending invitation and mails a one-time link; the person
// joins the shop only by accepting it (an existing account while signed in as that address, a new person
// by choosing a password). Until then the inviting shop sees only the e-mail it typed and the state:
// nothing tells it whether an account with that address exists.
import { createHash, randomBytes } from "node:crypto";
import { TRPCError } from "@trpc/server";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { Prisma, StaffInvitation } from "../generated/prisma/client.js";
import type { Logger } from "../lib/logger.js";
import type { Mailer } from "../lib/mailer.js";

type Tx = Prisma.TransactionClient;

const INVITATION_DAYS = 7;
/** Invitation e-mails (new and resent) one shop may send in 24 hours. */
export const INVITATIONS_PER_DAY = 20;
/** A shop name longer than this is cut in the e-mail. */
const SHOP_NAME_IN_MAIL = 80;

export const invitationMessages = {
  invalid: "Η πρόσκληση δεν είναι έγκυρη ή έχει λήξει. Ζητήστε νέα πρόσκληση από το κατάστημα.",
  notFound: "Η πρόσκληση δεν βρέθηκε.",
  ownEmail: "Ο ιδιοκτήτης του καταστήματος δεν προσκαλείται στο προσωπικό του.",
  tooMany: `Το κατάστημα έστειλε ήδη ${INVITATIONS_PER_DAY} προσκλήσεις σήμερα. Δοκιμάστε ξανά αύριο.`,
  notSent: "Το e-mail της πρόσκλησης δεν στάλθηκε. Δοκιμάστε ξανά αργότερα.",
  alreadyMember: "Το άτομο είναι ήδη στο προσωπικό του καταστήματος.",
  alreadyDisabledMember: "Το άτομο είναι ήδη στο προσωπικό, απενεργοποιημένο. Ενεργοποιήστε το από τη λίστα.",
  signInFirst: "Συνδεθείτε με το e-mail της πρόσκλησης για να την αποδεχτείτε.",
  passwordNeeded: "Ορίστε κωδικό για τον νέο σας λογαριασμό.",
  notAllowed: "Η πρόσκληση δεν μπορεί να γίνει δεκτή από αυτόν τον λογαριασμό.",
};

const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Whether the invitation can still be accepted. */
function isOpen(invitation: Pick<StaffInvitation, "acceptedAt" | "cancelledAt" | "expiresAt">, now = new Date()): boolean {
  return !invitation.acceptedAt && !invitation.cancelledAt && invitation.expiresAt > now;
}

/** What the inviting shop sees: the e-mail it typed and the state, never anything of an account. */
export function toInvitation(invitation: StaffInvitation) {
  return {
    id: invitation.id,
    email: invitation.email,
    state: isOpen(invitation) ? ("pending" as const) : ("expired" as const),
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

export type Invitation = ReturnType<typeof toInvitation>;

type InviteDeps = { db: Db; env: Env; log: Logger; mailer: Mailer };
type Shop = { id: string; name: string };

/**
 * Makes a new invitation for `email` (replacing an open one for the same address) and mails its link.
 * If the message cannot be sent, nothing is left behind. A platform admin's address is answered like any
 * other but never mailed, so it can never join a shop and the shop learns nothing about it.
 */
export async function inviteToStaff(deps: InviteDeps, shop: Shop, email: string): Promise<Invitation> {
  const { db, env, log, mailer } = deps;
  const token = randomBytes(32).toString("base64url");
  const { invitation, mailTo } = await db.$transaction(async (tx) => {
    // One invitation at a time per shop: the daily count and the replacement cannot race.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`staff-invitation:${shop.id}`}))`;
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
    if ((await tx.staffInvitation.count({ where: { companyId: shop.id, createdAt: { gte: since } } })) >= INVITATIONS_PER_DAY) {
      throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: invitationMessages.tooMany });
    }
    await refuseCurrentMember(tx, shop.id, email);
    await tx.staffInvitation.updateMany({
      where: { companyId: shop.id, email, acceptedAt: null, cancelledAt: null },
      data: { cancelledAt: new Date() },
    });
    const invitation = await tx.staffInvitation.create({
      data: { companyId: shop.id, email, tokenHash: hashInvitationToken(token), expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000) },
    });
    const admin = await tx.user.findFirst({ where: { email, platformAdmin: true }, select: { id: true } });
    return { invitation, mailTo: admin ? null : email };
  });
  if (!mailTo) {
    log.warn({ companyId: shop.id }, "staff invitation to a platform admin's address: not sent");
    return toInvitation(invitation);
  }
  try {
    await mailer.send(invitationMail(env, shop.name, mailTo, token));
  } catch (error) {
    log.error({ err: error, companyId: shop.id }, "staff invitation not sent");
    await db.staffInvitation.delete({ where: { id: invitation.id } });
    // Without a cause, so that the error mapper keeps this message (the cause is logged above).
    throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: invitationMessages.notSent });
  }
  return toInvitation(invitation);
}

/** Inviting someone already on the staff is refused; the shop already sees them in its list. */
async function refuseCurrentMember(tx: Tx, companyId: string, email: string) {
  const member = await tx.employee.findFirst({ where: { companyId, user: { email } }, select: { role: true, disabledAt: true } });
  if (!member) return;
  if (member.role === "OWNER") throw new TRPCError({ code: "BAD_REQUEST", message: invitationMessages.ownEmail });
  throw new TRPCError({ code: "CONFLICT", message: member.disabledAt ? invitationMessages.alreadyDisabledMember : invitationMessages.alreadyMember });
}

/**
 * The invitation e-mail. Its subject is fixed by the platform; the shop's name appears only in the body,
 * quoted, on one line and cut short: the only text a shop chooses that reaches the invited person.
 */
function invitationMail(env: Pick<Env, "PUBLIC_ORIGIN">, shopName: string, to: string, token: string) {
  const link = new URL("/auth/invitation", env.PUBLIC_ORIGIN);
  link.search = new URLSearchParams({ token }).toString();
  return {
    to,
    subject: "Πρόσκληση στο προσωπικό καταστήματος",
    text:
      `Το κατάστημα «${plainShopName(shopName)}» σας προσκάλεσε στο προσωπικό του στο Loyalty.\n\n` +
      `Για να αποδεχτείτε, ανοίξτε τον σύνδεσμο (ισχύει για ${INVITATION_DAYS} ημέρες, μία φορά):\n${link.href}\n\n` +
      `Αν δεν περιμένατε αυτή την πρόσκληση, αγνοήστε το μήνυμα: χωρίς αποδοχή δεν αλλάζει τίποτα.`,
  };
}

function plainShopName(name: string): string {
  const oneLine = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return oneLine.length > SHOP_NAME_IN_MAIL ? `${oneLine.slice(0, SHOP_NAME_IN_MAIL - 1)}…` : oneLine;
}

/** An open invitation by its link's token, with the shop's name, or null. */
export async function findOpenInvitation(db: Db | Tx, token: string) {
  const invitation = await db.staffInvitation.findUnique({
    where: { tokenHash: hashInvitationToken(token) },
    include: { company: { select: { name: true } } },
  });
  return invitation && isOpen(invitation) ? invitation : null;
}

/**
 * Marks the invitation accepted and adds the user to the staff, in the caller's transaction. The
 * conditional update makes a link work once, however many tabs submit it.
 */
export async function acceptInTransaction(tx: Tx, invitation: StaffInvitation, userId: string): Promise<void> {
  const { count } = await tx.staffInvitation.updateMany({
    where: { id: invitation.id, acceptedAt: null, cancelledAt: null, expiresAt: { gt: new Date() } },
    data: { acceptedAt: new Date() },
  });
  if (count !== 1) throw new TRPCError({ code: "BAD_REQUEST", message: invitationMessages.invalid });
  // A membership the owner disabled in the meantime stays disabled.
  await tx.employee.createMany({ data: [{ userId, companyId: invitation.companyId, role: "EMPLOYEE" }], skipDuplicates: true });
}
