import { TRPCError } from "@trpc/server";
import { createSetPasswordLink, deleteSetPasswordLink, SET_PASSWORD_LINK_DAYS } from "../../auth/setPasswordToken.js";
import type { CompanyContext } from "../../trpc.js";
import type { InviteInput } from "./invite.schema.js";
import { staffMemberInclude, toStaffMember } from "./staffMember.js";

/**
 * Adds a person to the shop's staff (role EMPLOYEE), creating their user if the address is new, and
 * e-mails them a link to set a password. If the message cannot be sent, the addition is undone.
 */
export async function inviteHandler({ ctx, input }: { ctx: CompanyContext; input: InviteInput }) {
  // The message is sent after the commit, not inside the transaction: the development mailer writes
  // through another connection, which the embedded database would make wait for this transaction.
  const { employee, link, createdUser } = await ctx.db.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email: input.email }, select: { id: true, deletedAt: true } });
    if (existing?.deletedAt) {
      throw new TRPCError({ code: "CONFLICT", message: "Ο λογαριασμός με αυτό το e-mail έχει διαγραφεί και δεν μπορεί να προστεθεί." });
    }
    const user = existing ?? (await tx.user.create({ data: { email: input.email, name: input.name ?? null }, select: { id: true } }));
    const current = await tx.employee.findUnique({ where: { userId_companyId: { userId: user.id, companyId: ctx.company.id } } });
    if (current) {
      throw new TRPCError({
        code: "CONFLICT",
        message: current.disabledAt
          ? "Το άτομο είναι ήδη στο προσωπικό, απενεργοποιημένο. Ενεργοποιήστε το από τη λίστα."
          : "Το άτομο είναι ήδη στο προσωπικό του καταστήματος.",
      });
    }
    const employee = await tx.employee.create({
      data: { userId: user.id, companyId: ctx.company.id, role: "EMPLOYEE" },
      include: staffMemberInclude,
    });
    return { employee, link: await createSetPasswordLink(tx, ctx.env, input.email), createdUser: !existing };
  });
  const signInPage = new URL("/auth/signin", ctx.env.PUBLIC_ORIGIN).href;
  try {
    await ctx.mailer.send({
      to: input.email,
      subject: `Πρόσκληση στο προσωπικό: ${ctx.company.name}`,
      text:
        `Σας πρόσθεσαν στο προσωπικό του καταστήματος «${ctx.company.name}».\n\n` +
        `Ορίστε τον κωδικό σας με αυτόν τον σύνδεσμο (ισχύει για ${SET_PASSWORD_LINK_DAYS} ημέρες):\n${link}\n\n` +
        `Αν έχετε ήδη λογαριασμό, μπορείτε να συνδεθείτε και κατευθείαν: ${signInPage}`,
    });
  } catch (error) {
    ctx.log.error({ err: error, to: input.email }, "staff invitation not sent");
    await ctx.db.$transaction([
      deleteSetPasswordLink(ctx.db, link),
      ctx.db.employee.delete({ where: { id: employee.id } }),
      ...(createdUser ? [ctx.db.user.delete({ where: { id: employee.userId } })] : []),
    ]);
    // Without a cause, so that the error mapper keeps this message (the cause is logged above).
    throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Το e-mail της πρόσκλησης δεν στάλθηκε. Δοκιμάστε ξανά αργότερα." });
  }
  return toStaffMember(employee);
}
