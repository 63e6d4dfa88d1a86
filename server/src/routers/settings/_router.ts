import { ownerProcedure, router } from "../../trpc.js";
import { getHandler } from "./get.handler.js";
import { updatePointsHandler } from "./updatePoints.handler.js";
import { updatePointsSchema } from "./updatePoints.schema.js";
import { updateProfileHandler } from "./updateProfile.handler.js";
import { updateProfileSchema } from "./updateProfile.schema.js";
import { updateStampsHandler } from "./updateStamps.handler.js";
import { updateStampsSchema } from "./updateStamps.schema.js";

// The shop's profile and its points and stamps programmes (/admin/settings), owner only.
export const settingsRouter = router({
  get: ownerProcedure.query(getHandler),
  updateProfile: ownerProcedure.input(updateProfileSchema).mutation(updateProfileHandler),
  updatePoints: ownerProcedure.input(updatePointsSchema).mutation(updatePointsHandler),
  updateStamps: ownerProcedure.input(updateStampsSchema).mutation(updateStampsHandler),
});
