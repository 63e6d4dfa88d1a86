import { listApiKeys } from "../../api/apiKeys.js";
import type { CompanyContext } from "../../trpc.js";

export function listHandler({ ctx }: { ctx: CompanyContext }) {
  return listApiKeys(ctx.db, ctx.company.id);
}
