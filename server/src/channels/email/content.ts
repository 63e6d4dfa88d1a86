// An e-mail campaign's content: the shop's name for it, the subject and the HTML, written by hand or
// copied from one of the shop's templates when left empty.
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { idInput } from "../../lib/inputs.js";
import { NO_CONTENT, type ContentRules } from "../types.js";

const schema = z.object({
  type: z.literal("EMAIL"),
  /** the shop's own name for it */
  title: z.string().trim().min(1).max(100),
  subject: z.string().trim().min(1).max(200),
  html: z.string().max(200_000).optional(),
  /** copies the template's content when html is empty */
  templateId: idInput.optional(),
});

export const emailContent = {
  type: "EMAIL",
  flag: "notifications-email",
  schema,
  async store({ db, companyId }, input) {
    let html = input.html?.trim() ? input.html : null;
    if (!html && input.templateId) {
      const template = await db.emailTemplate.findFirst({ where: { id: input.templateId, companyId } });
      if (!template) throw new TRPCError({ code: "NOT_FOUND", message: "Το πρότυπο e-mail δεν βρέθηκε." });
      html = template.content;
    }
    if (!html) throw new TRPCError({ code: "BAD_REQUEST", message: "Συμπληρώστε το περιεχόμενο του e-mail ή επιλέξτε πρότυπο." });
    return { ...NO_CONTENT, title: input.title, subject: input.subject, html };
  },
} satisfies ContentRules<typeof schema>;
