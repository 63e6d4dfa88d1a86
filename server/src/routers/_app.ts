import { router } from "../trpc.js";
import { authRouter } from "./auth/_router.js";
import { companyRouter } from "./company/_router.js";
import { couponRouter } from "./coupon/_router.js";
import { customOptionRouter } from "./customOption/_router.js";
import { featureFlagsRouter } from "./featureFlags/_router.js";
import { invitationRouter } from "./invitation/_router.js";
import { transactionRouter } from "./transaction/_router.js";
import { outboxRouter } from "./outbox/_router.js";
import { staffRouter } from "./staff/_router.js";
import { statsRouter } from "./stats/_router.js";
import { customOptionDefinitionRouter } from "./customOptionDefinition/_router.js";
import { emailListRouter } from "./emailList/_router.js";
import { emailTemplateRouter } from "./emailTemplate/_router.js";
import { mediaLibraryRouter } from "./mediaLibrary/_router.js";
import { messageThreadRouter } from "./messageThread/_router.js";
import { rewardRouter } from "./reward/_router.js";
import { settingsRouter } from "./settings/_router.js";
import { socialMediaRouter } from "./socialMedia/_router.js";
import { stampRewardRouter } from "./stampReward/_router.js";
import { storeRouter } from "./store/_router.js";
import { tagRouter } from "./tag/_router.js";
import { alertReviewRouter } from "./alertReview/_router.js";
import { campaignRouter } from "./campaign/_router.js";
import { analyticsRouter } from "./analytics/_router.js";
import { apiKeyRouter } from "./apiKey/_router.js";
import { webhookRouter } from "./webhook/_router.js";
import { walletRouter } from "./wallet/_router.js";
import { homeRouter } from "./home/_router.js";

export const appRouter = router({
  auth: authRouter,
  company: companyRouter,
  coupon: couponRouter,
  customOption: customOptionRouter,
  featureFlags: featureFlagsRouter,
  invitation: invitationRouter,
  transaction: transactionRouter,
  outbox: outboxRouter,
  staff: staffRouter,
  stats: statsRouter,
  customOptionDefinition: customOptionDefinitionRouter,
  emailList: emailListRouter,
  emailTemplate: emailTemplateRouter,
  mediaLibrary: mediaLibraryRouter,
  messageThread: messageThreadRouter,
  reward: rewardRouter,
  settings: settingsRouter,
  socialMedia: socialMediaRouter,
  stampReward: stampRewardRouter,
  store: storeRouter,
  tag: tagRouter,
  alertReview: alertReviewRouter,
  campaign: campaignRouter,
  analytics: analyticsRouter,
  apiKey: apiKeyRouter,
  webhook: webhookRouter,
  wallet: walletRouter,
  home: homeRouter,
});

export type AppRouter = typeof appRouter;
