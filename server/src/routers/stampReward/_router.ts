import { setActiveSchema } from "../../rewards/fields.js";
import { ownerProcedure, router } from "../../trpc.js";
import { createHandler } from "./create.handler.js";
import { listHandler } from "./list.handler.js";
import { setActiveHandler } from "./setActive.handler.js";
import { createStampRewardSchema, updateStampRewardSchema } from "./stampReward.schema.js";
import { updateHandler } from "./update.handler.js";

// The shop's stamp rewards (points = stamps needed), managed by the owner.
export const stampRewardRouter = router({
  list: ownerProcedure.query(listHandler),
  create: ownerProcedure.input(createStampRewardSchema).mutation(createHandler),
  update: ownerProcedure.input(updateStampRewardSchema).mutation(updateHandler),
  setActive: ownerProcedure.input(setActiveSchema).mutation(setActiveHandler),
});
