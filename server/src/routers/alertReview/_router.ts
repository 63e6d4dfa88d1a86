import { ownerProcedure, platformAdminProcedure, router } from "../../trpc.js";
import { approveHandler } from "./approve.handler.js";
import { cancelSubmissionHandler } from "./cancelSubmission.handler.js";
import { createSchema, updateSchema } from "./create.schema.js";
import { createHandler } from "./create.handler.js";
import { getHandler } from "./get.handler.js";
import { getByIdHandler } from "./getById.handler.js";
import { idSchema } from "./id.schema.js";
import { markReviewsSeenHandler } from "./markReviewsSeen.handler.js";
import { rejectHandler } from "./reject.handler.js";
import { approveSchema, markSeenSchema, rejectSchema, reviewQueueSchema } from "./review.schema.js";
import { reviewQueueHandler } from "./reviewQueue.handler.js";
import { getSchema } from "./type.schema.js";
import { unseenReviewsHandler } from "./unseenReviews.handler.js";
import { updateHandler } from "./update.handler.js";

// Campaigns are the owner's work; each type also needs its own flag (checked in the handlers, since
// the type comes with the input or the row). Review is the platform's.
const shop = ownerProcedure.meta({ flag: "notifications" });

export const alertReviewRouter = router({
  get: shop.input(getSchema).query(getHandler),
  getById: shop.input(idSchema).query(getByIdHandler),
  create: shop.input(createSchema).mutation(createHandler),
  update: shop.input(updateSchema).mutation(updateHandler),
  cancelSubmission: shop.input(idSchema).mutation(cancelSubmissionHandler),
  // The platform's decisions the owner has not seen yet (the admin's badge), and seeing one type's list.
  unseenReviews: shop.query(unseenReviewsHandler),
  markReviewsSeen: shop.input(markSeenSchema).mutation(markReviewsSeenHandler),
  reviewQueue: platformAdminProcedure.input(reviewQueueSchema).query(reviewQueueHandler),
  approve: platformAdminProcedure.input(approveSchema).mutation(approveHandler),
  reject: platformAdminProcedure.input(rejectSchema).mutation(rejectHandler),
});
