import { TRPCError } from "@trpc/server";
import type { Db } from "../../db/client.js";
import type { EmailList } from "../../generated/prisma/client.js";

export function toSummary(row: EmailList) {
  return { id: row.id, title: row.title, count: row.emails.length, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export function toList(row: EmailList) {
  return { ...toSummary(row), emails: row.emails };
}

export function listNotFound() {
  return new TRPCError({ code: "NOT_FOUND", message: "Η λίστα δεν βρέθηκε." });
}

export async function findListOf(db: Db, companyId: string, id: string) {
  const list = await db.emailList.findFirst({ where: { id, companyId } });
  if (!list) throw listNotFound();
  return list;
}
