import type { CompanyContext } from "../../trpc.js";
import { toTemplate } from "./templates.js";

export async function listHandler({ ctx }: { ctx: CompanyContext }) {
  const rows = await ctx.db.emailTemplate.findMany({ where: { companyId: ctx.company.id }, orderBy: [{ updatedAt: "desc" }, { id: "asc" }] });
  return rows.map(toTemplate);
}
