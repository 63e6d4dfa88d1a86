import { authedProcedure, ownerProcedure, router } from "../../trpc.js";
import { audienceCountHandler } from "./audienceCount.handler.js";
import { audienceOptionsHandler } from "./audienceOptions.handler.js";
import { audienceCountSchema, launchSchema, resultsSchema, campaignIdSchema } from "./campaign.schema.js";
import { launchHandler } from "./launch.handler.js";
import { resultsHandler } from "./results.handler.js";
import { settingsHandler } from "./settings.handler.js";
import { smsRecipientsHandler } from "./smsRecipients.handler.js";

// The launchpad and the results of an approved campaign (ids are the campaigns' alertReview ids). Owner
// only, with the campaign type's flag checked in each handler.
const shop = ownerProcedure.meta({ flag: "notifications" });

export const campaignRouter = router({
  // Counting rules only (no shop data): the platform's review queue counts SMS parts with it too.
  settings: authedProcedure.query(settingsHandler),
  smsRecipients: shop.query(smsRecipientsHandler),
  audienceOptions: shop.input(campaignIdSchema).query(audienceOptionsHandler),
  audienceCount: shop.input(audienceCountSchema).query(audienceCountHandler),
  launch: shop.input(launchSchema).mutation(launchHandler),
  results: shop.input(resultsSchema).query(resultsHandler),
});
