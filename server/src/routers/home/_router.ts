import { ownerProcedure, platformAdminProcedure, router } from "../../trpc.js";
import { platformHandler } from "./platform.handler.js";
import { shopHandler } from "./shop.handler.js";

// The admin's home page besides the day's figures (analytics.shopToday): the owner's campaigns waiting
// for review and next steps, and the platform's review queue.
export const homeRouter = router({
  shop: ownerProcedure.query(shopHandler),
  platform: platformAdminProcedure.query(platformHandler),
});
