import { compareWithDomain } from "../../analytics/domain.js";
import type { CompanyContext } from "../../trpc.js";

export async function domainHandler({ ctx }: { ctx: CompanyContext }) {
  return compareWithDomain(ctx.db, ctx.company);
}
