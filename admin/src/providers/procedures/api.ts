// The settings' API tab: the shop's keys for its point-of-sale or e-shop, and its webhooks with their
// deliveries.
import { filterValue } from "../listParams";
import type { CallList, Client } from "./byPath";
import { createWith, oneOf, updateById, wholeList, type Resource } from "./resource";

export function apiResources(trpc: Client) {
  return {
    // A key is made, then only revoked (the call "apiKey.revoke"; it stays listed as revoked).
    "api-keys": {
      getList: async () => wholeList(await trpc.apiKey.list.query()),
      create: createWith(trpc.apiKey.create),
    },
    webhooks: {
      getList: async () => wholeList(await trpc.webhook.list.query()),
      getOne: async (id) => oneOf(await trpc.webhook.list.query(), id, "Το endpoint δεν βρέθηκε."),
      create: createWith(trpc.webhook.create),
      update: updateById(trpc.webhook.update),
      deleteOne: (id) => trpc.webhook.delete.mutate({ id: String(id) }),
    },
    /** One endpoint's deliveries: the filter "endpointId" is required. */
    "webhook-deliveries": {
      getList: async ({ filters }) => wholeList(await trpc.webhook.deliveries.query({ endpointId: filterValue(filters, "endpointId") ?? "" })),
    },
  } satisfies Record<string, Resource>;
}

export const apiCalls = {
  "apiKey.revoke": "mutation",
  "webhook.rotateSecret": "mutation",
  "webhook.resend": "mutation",
} satisfies CallList;
