import type { CompanyContext } from "../../trpc.js";

/** The shop's stores (branches), for the counter's store picker. */
export async function getStoresHandler({ ctx }: { ctx: CompanyContext }) {
  return ctx.db.store.findMany({
    where: { companyId: ctx.company.id },
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}
