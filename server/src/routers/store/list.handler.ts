import type { CompanyContext } from "../../trpc.js";
import { storeSelect } from "./stores.js";

export async function listHandler({ ctx }: { ctx: CompanyContext }) {
  return ctx.db.store.findMany({ where: { companyId: ctx.company.id }, select: storeSelect, orderBy: [{ name: "asc" }, { id: "asc" }] });
}
