import { TRPCError } from "@trpc/server";
import { readDesign, storedDesign } from "../../channels/email/design.js";
import type { Db } from "../../db/client.js";
import type { Company, EmailTemplate } from "../../generated/prisma/client.js";
import type { CreateTemplateInput } from "./emailTemplate.schema.js";

export function toTemplate(row: EmailTemplate) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    design: readDesign(row.design),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored fields: blocks rendered here (the HTML sent with them is ignored), or the shop's own HTML. */
export function templateData(input: CreateTemplateInput, company: Pick<Company, "name" | "logo">) {
  const { design, ...fields } = input;
  if (!design) return { ...fields, design: null };
  const stored = storedDesign(design, company);
  return { ...fields, content: stored.html, design: stored.design };
}

export async function assertTemplateOf(db: Db, companyId: string, id: string) {
  const template = await db.emailTemplate.findFirst({ where: { id, companyId }, select: { id: true } });
  if (!template) throw new TRPCError({ code: "NOT_FOUND", message: "Το πρότυπο δεν βρέθηκε." });
}
