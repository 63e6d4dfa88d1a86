import type { CompanyContext } from "../../trpc.js";
import { profileOf } from "../../settings/company.js";
import type { UpdateProfileInput } from "./updateProfile.schema.js";

export async function updateProfileHandler({ ctx, input }: { ctx: CompanyContext; input: UpdateProfileInput }) {
  return profileOf(await ctx.db.company.update({ where: { id: ctx.company.id }, data: input }));
}
