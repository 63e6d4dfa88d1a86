import { createApiKey } from "../../api/apiKeys.js";
import type { CompanyContext } from "../../trpc.js";
import type { CreateInput } from "./create.schema.js";

export async function createHandler({ ctx, input }: { ctx: CompanyContext; input: CreateInput }) {
  const created = await createApiKey(ctx.db, ctx.company.id, ctx.user.id, input);
  ctx.log.info({ apiKeyId: created.id, prefix: created.prefix, userId: ctx.user.id }, "API key created");
  return created;
}
