import type { CompanyContext } from "../../trpc.js";

/** The shop's transaction tags, alphabetically. */
export async function listTagsHandler({ ctx }: { ctx: CompanyContext }) {
  return ctx.db.transactionTag.findMany({
    where: { companies: { some: { companyId: ctx.company.id } } },
    select: { id: true, label: true },
    orderBy: [{ label: "asc" }, { id: "asc" }],
  });
}
