import type { Context } from "../../trpc.js";
import { userOfVerifiedPhone, verifySignInCode } from "../../wallet/code.js";
import { readDeviceId } from "../../wallet/device.js";
import { startWalletSession } from "../../wallet/session.js";
import type { SignInInput } from "./signIn.schema.js";

export async function signInHandler({ ctx, input }: { ctx: Context; input: SignInInput }) {
  await verifySignInCode(ctx.db, ctx.env, input.phone, input.code, { ip: ctx.ip, device: readDeviceId(ctx.cookieHeader) });
  const userId = await userOfVerifiedPhone(ctx.db, input.phone);
  ctx.setCookie(await startWalletSession(ctx.db, ctx.env, userId));
  return { signedIn: true };
}
