import type { CompanyContext } from "../../trpc.js";
import { listDeliveries, resendDelivery } from "../../webhooks/endpoints.js";
import type { DeliveriesInput, ResendInput } from "./deliveries.schema.js";

export function deliveriesHandler({ ctx, input }: { ctx: CompanyContext; input: DeliveriesInput }) {
  return listDeliveries(ctx.db, ctx.company.id, input.endpointId, input.limit);
}

export function resendHandler({ ctx, input }: { ctx: CompanyContext; input: ResendInput }) {
  return resendDelivery(ctx.db, ctx.company.id, input.id);
}
