import type { CompanyContext } from "../../trpc.js";

/** The networks the platform offers (its SocialMedia catalogue). */
export async function catalogueHandler({ ctx }: { ctx: CompanyContext }) {
  return ctx.db.socialMedia.findMany({ select: { id: true, name: true, logo: true }, orderBy: { name: "asc" } });
}
