import { setActiveSchema } from "../../rewards/fields.js";
import { ownerProcedure, router } from "../../trpc.js";
import { createHandler } from "./create.handler.js";
import { listHandler } from "./list.handler.js";
import { createRewardSchema, updateRewardSchema } from "./reward.schema.js";
import { setActiveHandler } from "./setActive.handler.js";
import { updateHandler } from "./update.handler.js";

// The shop's point rewards and hidden rewards (gifts), managed by the owner.
export const rewardRouter = router({
  list: ownerProcedure.query(listHandler),
  create: ownerProcedure.input(createRewardSchema).mutation(createHandler),
  update: ownerProcedure.input(updateRewardSchema).mutation(updateHandler),
  setActive: ownerProcedure.input(setActiveSchema).mutation(setActiveHandler),
});
