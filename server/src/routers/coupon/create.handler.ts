import type { CompanyContext } from "../../trpc.js";
import { createCouponFromReward } from "../../rewards/issue.js";
import type { CreateInput } from "./create.schema.js";

export async function createHandler({ ctx, input }: { ctx: CompanyContext; input: CreateInput }) {
  const coupon = await createCouponFromReward(ctx.db, ctx.company, input, { id: ctx.employee.id, role: ctx.employee.role });
  ctx.log.info({ code: coupon.code, rewardId: input.rewardId, employeeId: ctx.employee.id }, "coupon created");
  return { ...coupon, validUntil: coupon.validUntil?.toISOString() ?? null, usedAt: coupon.usedAt?.toISOString() ?? null };
}
