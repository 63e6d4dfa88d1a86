import { ownerProcedure, router } from "../../trpc.js";
import { createHandler } from "./create.handler.js";
import { createSchema } from "./create.schema.js";
import { listHandler } from "./list.handler.js";
import { revokeHandler } from "./revoke.handler.js";
import { revokeSchema } from "./revoke.schema.js";

/** Settings → API: the shop's keys for /api/v1 (owner only). */
export const apiKeyRouter = router({
  list: ownerProcedure.query(listHandler),
  create: ownerProcedure.input(createSchema).mutation(createHandler),
  revoke: ownerProcedure.input(revokeSchema).mutation(revokeHandler),
});
