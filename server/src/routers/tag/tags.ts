// A shop's transaction tags are TransactionTag rows linked to it by CompanyTag.
import { TRPCError } from "@trpc/server";
import type { Db } from "../../db/client.js";

export const tagSelect = { id: true, label: true, description: true };

export async function assertTagOf(db: Db, companyId: string, tagId: string) {
  const link = await db.companyTag.findUnique({ where: { companyId_tagId: { companyId, tagId } } });
  if (!link) throw new TRPCError({ code: "NOT_FOUND", message: "Η ετικέτα δεν βρέθηκε." });
}

/** Labels are unique within a shop, whatever the letter case. */
export async function assertLabelFree(db: Db, companyId: string, label: string, exceptId?: string) {
  const taken = await db.transactionTag.findFirst({
    where: { label: { equals: label, mode: "insensitive" }, companies: { some: { companyId } }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw new TRPCError({ code: "CONFLICT", message: "Υπάρχει ήδη ετικέτα με αυτό το όνομα." });
}
