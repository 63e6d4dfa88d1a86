// An e-mail's blocks as the shop sends them (campaigns and templates) and as they are kept: JSON text
// beside the HTML the server renders from them, so the e-mail can be edited again as blocks. The shop's
// own HTML is ignored when blocks come with it: what is stored and sent is rendered here.
import { z } from "zod";
import type { Company } from "../../generated/prisma/client.js";
import { designProblem, EMAIL_LIMITS, renderEmailDesign, type EmailDesign } from "../../shared/emailDesign.js";

const colour = z.string().max(7);
const url = z.string().trim().max(EMAIL_LIMITS.url);

const blockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("heading"), text: z.string().max(EMAIL_LIMITS.heading) }),
  z.object({ type: z.literal("text"), text: z.string().max(EMAIL_LIMITS.text) }),
  z.object({ type: z.literal("image"), src: url, alt: z.string().max(EMAIL_LIMITS.alt), href: url.nullable() }),
  z.object({ type: z.literal("button"), label: z.string().max(EMAIL_LIMITS.label), href: url }),
  z.object({ type: z.literal("divider") }),
]);

export const emailDesignSchema: z.ZodType<EmailDesign> = z
  .object({
    colours: z.object({ accent: colour, background: colour }),
    blocks: z.array(blockSchema).max(EMAIL_LIMITS.blocks),
  })
  .superRefine((design, context) => {
    const problem = designProblem(design);
    if (problem) context.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  });

/** The stored blocks (null: a hand-written e-mail, or text that no longer reads as blocks). */
export function readDesign(stored: string | null): EmailDesign | null {
  if (!stored) return null;
  try {
    const parsed = emailDesignSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The HTML and the JSON kept for a design, with the shop's name and logo as they are now. */
export function storedDesign(design: EmailDesign, company: Pick<Company, "name" | "logo">): { html: string; design: string } {
  return { html: renderEmailDesign(design, company), design: JSON.stringify(design) };
}
