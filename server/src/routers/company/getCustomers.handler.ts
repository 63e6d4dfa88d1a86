import type { CompanyContext } from "../../trpc.js";
import { listCustomers } from "../../customers/list.js";
import type { GetCustomersInput } from "./getCustomers.schema.js";

export async function getCustomersHandler({ ctx, input }: { ctx: CompanyContext; input: GetCustomersInput }) {
  return listCustomers(ctx.db, ctx.company.id, input);
}
