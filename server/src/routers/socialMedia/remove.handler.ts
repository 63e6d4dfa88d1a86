import type { CompanyContext } from "../../trpc.js";
import type { RemoveLinkInput } from "./socialMedia.schema.js";

export async function removeHandler({ ctx, input }: { ctx: CompanyContext; input: RemoveLinkInput }) {
  await ctx.db.companySocialMedia.deleteMany({ where: { companyId: ctx.company.id, socialMediaId: input.socialMediaId } });
  return { socialMediaId: input.socialMediaId };
}
