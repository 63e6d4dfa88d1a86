import type { CompanyContext } from "../../trpc.js";
import { redeemCoupon } from "../../rewards/redeem.js";
import type { RedeemInput } from "./redeem.schema.js";

export async function redeemHandler({ ctx, input }: { ctx: CompanyContext; input: RedeemInput }) {
  const coupon = await redeemCoupon(ctx.pool, ctx.company.id, input.code);
  ctx.log.info({ code: coupon.code, employeeId: ctx.employee.id }, "coupon redeemed");
  return { ...coupon, usedAt: coupon.usedAt.toISOString() };
}
