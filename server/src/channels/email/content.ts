// An e-mail campaign's content: the shop's name for it, the subject and the HTML: rendered here from blocks
// (the HTML sent with them is ignored), or written by hand, or copied from one of the shop's templates when
// left empty.
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { idInput } from "../../lib/inputs.js";
import { NO_CONTENT, type ContentRules } from "../types.js";
import { emailDesignSchema, readDesign, storedDesign } from "./design.js";

const schema = z.object({
  type: z.literal("EMAIL"),
  /** the shop's own name for it */
  title: z.string().trim().min(1).max(100),
  subject: z.string().trim().min(1).max(200),
  html: z.string().max(200_000).optional(),
  /** the blocks the e-mail is rendered from; absent: html is the shop's own */
  design: emailDesignSchema.optional(),
  /** copies the template's content when html is empty */
  templateId: idInput.optional(),
});

export const emailContent = {
  type: "EMAIL",
  flag: "notifications-email",
  owner: { noun: "e-mail", listPath: "/admin/alerts/email" },
  schema,
  async store({ db, companyId }, input) {
    const fields = { ...NO_CONTENT, title: input.title, subject: input.subject };
    let design = input.design ?? null;
    let html = input.html?.trim() ? input.html : null;
    if (!design && !html && input.templateId) {
      const template = await db.emailTemplate.findFirst({ where: { id: input.templateId, companyId } });
      if (!template) throw new TRPCError({ code: "NOT_FOUND", message: "Το πρότυπο e-mail δεν βρέθηκε." });
      design = readDesign(template.design);
      html = template.content;
    }
    if (design) {
      const company = await db.company.findUniqueOrThrow({ where: { id: companyId }, select: { name: true, logo: true } });
      return { ...fields, ...storedDesign(design, company) };
    }
    if (!html) throw new TRPCError({ code: "BAD_REQUEST", message: "Συμπληρώστε το περιεχόμενο του e-mail ή επιλέξτε πρότυπο." });
    return { ...fields, html };
  },
} satisfies ContentRules<typeof schema>;
