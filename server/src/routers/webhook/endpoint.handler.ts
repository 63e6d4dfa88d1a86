import type { CompanyContext } from "../../trpc.js";
import { createEndpoint, deleteEndpoint, rotateSecret, updateEndpoint } from "../../webhooks/endpoints.js";
import type { CreateInput, EndpointIdInput, UpdateInput } from "./endpoint.schema.js";

const allowPrivate = (ctx: CompanyContext) => ctx.env.WEBHOOK_ALLOW_PRIVATE === "true";

export function createHandler({ ctx, input }: { ctx: CompanyContext; input: CreateInput }) {
  return createEndpoint(ctx.db, ctx.company.id, input, allowPrivate(ctx));
}

export function updateHandler({ ctx, input: { id, ...input } }: { ctx: CompanyContext; input: UpdateInput }) {
  return updateEndpoint(ctx.db, ctx.company.id, id, input, allowPrivate(ctx));
}

export function rotateSecretHandler({ ctx, input }: { ctx: CompanyContext; input: EndpointIdInput }) {
  return rotateSecret(ctx.db, ctx.company.id, input.id);
}

export function deleteHandler({ ctx, input }: { ctx: CompanyContext; input: EndpointIdInput }) {
  return deleteEndpoint(ctx.db, ctx.company.id, input.id);
}
