import type { Context } from "../../trpc.js";
import { sendSignInCode } from "../../wallet/code.js";
import type { RequestCodeInput } from "./requestCode.schema.js";

export async function requestCodeHandler({ ctx, input }: { ctx: Context; input: RequestCodeInput }) {
  await sendSignInCode(ctx, input.phone, ctx.ip);
  return { sent: true };
}
