import type { CompanyContext } from "../../trpc.js";
import { tagSelect } from "./tags.js";

export async function listHandler({ ctx }: { ctx: CompanyContext }) {
  return ctx.db.transactionTag.findMany({
    where: { companies: { some: { companyId: ctx.company.id } } },
    select: tagSelect,
    orderBy: [{ label: "asc" }, { id: "asc" }],
  });
}
