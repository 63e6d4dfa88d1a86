import { revokeApiKey } from "../../api/apiKeys.js";
import type { CompanyContext } from "../../trpc.js";
import type { RevokeInput } from "./revoke.schema.js";

export async function revokeHandler({ ctx, input }: { ctx: CompanyContext; input: RevokeInput }) {
  const revoked = await revokeApiKey(ctx.db, ctx.company.id, input.id);
  ctx.log.info({ apiKeyId: input.id, userId: ctx.user.id }, "API key revoked");
  return revoked;
}
