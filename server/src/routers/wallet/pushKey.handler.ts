import type { Context } from "../../trpc.js";
import { vapidKeys } from "../../wallet/vapid.js";

export function pushKeyHandler({ ctx }: { ctx: Context }) {
  return { publicKey: vapidKeys(ctx.env).publicKey };
}
