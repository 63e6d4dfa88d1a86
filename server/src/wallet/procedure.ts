// The wallet's procedure builder: the customer signed in to /wallet (wallet/session.ts). It never looks
// at ctx.user, so a shop's session does not open the wallet.
import { TRPCError } from "@trpc/server";
import { publicProcedure, type Context } from "../trpc.js";
import { resolveWalletUser } from "./session.js";

export const walletProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const wallet = await resolveWalletUser(ctx.db, ctx.cookieHeader);
  if (!wallet) throw new TRPCError({ code: "UNAUTHORIZED", message: "Συνδεθείτε στο πορτοφόλι σας με το κινητό σας." });
  return next({ ctx: { ...ctx, wallet } });
});

export type WalletContext = Context & { wallet: { userId: string; sessionId: string } };
