import type { CompanyContext } from "../../trpc.js";
import { linkInclude, toLink } from "./links.js";

export async function listHandler({ ctx }: { ctx: CompanyContext }) {
  const rows = await ctx.db.companySocialMedia.findMany({
    where: { companyId: ctx.company.id },
    include: linkInclude,
    orderBy: { socialMedia: { name: "asc" } },
  });
  return rows.map(toLink);
}
