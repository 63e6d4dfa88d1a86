import type { CompanyContext } from "../../trpc.js";
import { listEndpoints } from "../../webhooks/endpoints.js";

export function listHandler({ ctx }: { ctx: CompanyContext }) {
  return listEndpoints(ctx.db, ctx.company.id);
}
