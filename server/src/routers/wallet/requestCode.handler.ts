import type { Context } from "../../trpc.js";
import { sendSignInCode } from "../../wallet/code.js";
import { ensureDeviceId } from "../../wallet/device.js";
import type { RequestCodeInput } from "./requestCode.schema.js";

export async function requestCodeHandler({ ctx, input }: { ctx: Context; input: RequestCodeInput }) {
  await sendSignInCode(ctx, input.phone, { ip: ctx.ip, device: ensureDeviceId(ctx) });
  return { sent: true };
}
