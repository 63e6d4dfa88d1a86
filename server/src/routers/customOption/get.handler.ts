import type { CompanyContext } from "../../trpc.js";
import { customOptionDefinitions } from "../../customers/options.js";

export async function getHandler({ ctx }: { ctx: CompanyContext }) {
  return customOptionDefinitions(ctx.db, ctx.company.id);
}
