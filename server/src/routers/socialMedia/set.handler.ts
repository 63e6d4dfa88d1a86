import { TRPCError } from "@trpc/server";
import type { CompanyContext } from "../../trpc.js";
import { linkInclude, toLink } from "./links.js";
import type { SetLinkInput } from "./socialMedia.schema.js";

/** One link per network: setting it again replaces the address. */
export async function setHandler({ ctx, input }: { ctx: CompanyContext; input: SetLinkInput }) {
  const network = await ctx.db.socialMedia.findUnique({ where: { id: input.socialMediaId }, select: { id: true } });
  if (!network) throw new TRPCError({ code: "NOT_FOUND", message: "Το κοινωνικό δίκτυο δεν βρέθηκε." });
  const row = await ctx.db.companySocialMedia.upsert({
    where: { companyId_socialMediaId: { companyId: ctx.company.id, socialMediaId: network.id } },
    create: { companyId: ctx.company.id, socialMediaId: network.id, url: input.url },
    update: { url: input.url },
    include: linkInclude,
  });
  return toLink(row);
}
