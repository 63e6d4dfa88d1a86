// The customer's wallet (/wallet). Sign-in is public (throttled); everything else is walletProcedure:
// the customer's own rows only, by their wallet session, never a shop's.
import { publicProcedure, router } from "../../trpc.js";
import { walletProcedure } from "../../wallet/procedure.js";
import { cardsHandler } from "./cards.handler.js";
import { deleteAccountHandler } from "./deleteAccount.handler.js";
import { historyHandler } from "./history.handler.js";
import { historySchema } from "./history.schema.js";
import { identityTokenHandler } from "./identityToken.handler.js";
import { leaveShopHandler } from "./leaveShop.handler.js";
import { leaveShopSchema } from "./leaveShop.schema.js";
import { markViewedHandler } from "./markViewed.handler.js";
import { markViewedSchema } from "./markViewed.schema.js";
import { notificationsHandler } from "./notifications.handler.js";
import { profileHandler } from "./profile.handler.js";
import { pushKeyHandler } from "./pushKey.handler.js";
import { subscribePushHandler } from "./subscribePush.handler.js";
import { subscribePushSchema } from "./subscribePush.schema.js";
import { requestCodeHandler } from "./requestCode.handler.js";
import { requestCodeSchema } from "./requestCode.schema.js";
import { setConsentHandler } from "./setConsent.handler.js";
import { setConsentSchema } from "./setConsent.schema.js";
import { signInHandler } from "./signIn.handler.js";
import { signInSchema } from "./signIn.schema.js";
import { signOutHandler } from "./signOut.handler.js";
import { updateProfileHandler } from "./updateProfile.handler.js";
import { updateProfileSchema } from "./updateProfile.schema.js";

export const walletRouter = router({
  requestCode: publicProcedure.input(requestCodeSchema).mutation(requestCodeHandler),
  signIn: publicProcedure.input(signInSchema).mutation(signInHandler),
  signOut: walletProcedure.mutation(signOutHandler),
  cards: walletProcedure.query(cardsHandler),
  history: walletProcedure.input(historySchema).query(historyHandler),
  notifications: walletProcedure.query(notificationsHandler),
  markViewed: walletProcedure.input(markViewedSchema).mutation(markViewedHandler),
  profile: walletProcedure.query(profileHandler),
  updateProfile: walletProcedure.input(updateProfileSchema).mutation(updateProfileHandler),
  setConsent: walletProcedure.input(setConsentSchema).mutation(setConsentHandler),
  leaveShop: walletProcedure.input(leaveShopSchema).mutation(leaveShopHandler),
  deleteAccount: walletProcedure.mutation(deleteAccountHandler),
  identityToken: walletProcedure.query(identityTokenHandler),
  pushKey: publicProcedure.query(pushKeyHandler),
  subscribePush: walletProcedure.input(subscribePushSchema).mutation(subscribePushHandler),
});
