import type { CompanyContext } from "../../trpc.js";
import { toSummary } from "./lists.js";

export async function listHandler({ ctx }: { ctx: CompanyContext }) {
  const rows = await ctx.db.emailList.findMany({ where: { companyId: ctx.company.id }, orderBy: [{ updatedAt: "desc" }, { id: "asc" }] });
  return rows.map(toSummary);
}
