import { TRPCError } from "@trpc/server";
import type { Db } from "../../db/client.js";
import type { EmailTemplate } from "../../generated/prisma/client.js";

export function toTemplate(row: EmailTemplate) {
  return { id: row.id, title: row.title, content: row.content, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function assertTemplateOf(db: Db, companyId: string, id: string) {
  const template = await db.emailTemplate.findFirst({ where: { id, companyId }, select: { id: true } });
  if (!template) throw new TRPCError({ code: "NOT_FOUND", message: "Το πρότυπο δεν βρέθηκε." });
}
