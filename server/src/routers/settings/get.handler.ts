import type { CompanyContext } from "../../trpc.js";
import { pointsOf, profileOf, stampsOf } from "../../settings/company.js";

/** Each section is shaped exactly as its update input, so a form can send back what it was given. */
export async function getHandler({ ctx }: { ctx: CompanyContext }) {
  const company = await ctx.db.company.findUniqueOrThrow({ where: { id: ctx.company.id } });
  return { profile: profileOf(company), points: pointsOf(company), stamps: stampsOf(company) };
}
