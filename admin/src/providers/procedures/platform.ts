// The platform's screens (the campaigns' review queue, the outbox, its media library, every shop's
// support threads) and the shop's side of the two it shares with the shops: media and support threads.
import type { RouterInputs } from "../../lib/routerTypes";
import { filterValue } from "../listParams";
import type { CallList, Client } from "./byPath";
import { createWith, wholeList, type Resource } from "./resource";

type CampaignType = RouterInputs["alertReview"]["get"]["type"];
type Channel = Extract<RouterInputs["outbox"]["list"], object>["channel"];

/** The media libraries' search: the "name" filter, when one is typed. */
function searchOf(filters: Parameters<typeof filterValue>[0]) {
  const search = filterValue(filters, "name");
  return search ? { search } : {};
}

export function platformResources(trpc: Client) {
  return {
    // Every shop's campaigns awaiting review (filter "type": one type, none: all); the decisions are
    // the calls "alertReview.approve" and "alertReview.reject".
    "campaign-reviews": {
      getList: async ({ filters }) => {
        const type = filterValue<CampaignType>(filters, "type");
        return wholeList(await trpc.alertReview.reviewQueue.query(type ? { type } : {}));
      },
    },
    // The platform's e-mails kept instead of sent (filters "channel", "text").
    outbox: {
      getList: async ({ filters }) => {
        const channel = filterValue<Channel>(filters, "channel");
        const search = filterValue(filters, "text");
        return wholeList(await trpc.outbox.list.query({ ...(channel ? { channel } : {}), ...(search ? { search } : {}) }));
      },
    },
    // Both media libraries: the shop's and the platform's shared one (filter "name": part of an image's
    // name). Adding registers an uploaded file's URL; deleting refuses an image in use, naming where.
    media: {
      getList: async ({ filters }) => wholeList(await trpc.mediaLibrary.get.query(searchOf(filters))),
      create: createWith(trpc.mediaLibrary.add),
      deleteOne: (id) => trpc.mediaLibrary.remove.mutate({ id: String(id) }),
    },
    "platform-media": {
      getList: async ({ filters }) => wholeList(await trpc.mediaLibrary.adminGet.query(searchOf(filters))),
      create: createWith(trpc.mediaLibrary.adminAdd),
      deleteOne: (id) => trpc.mediaLibrary.adminRemove.mutate({ id: String(id) }),
    },
    // Support threads: the shop's side opens them; the platform's side reads every shop's.
    "support-threads": {
      getList: async () => wholeList(await trpc.messageThread.list.query()),
      getOne: (id) => trpc.messageThread.get.query({ id: String(id) }),
      create: createWith(trpc.messageThread.create),
    },
    "platform-support-threads": {
      getList: async () => wholeList(await trpc.messageThread.adminList.query()),
      getOne: (id) => trpc.messageThread.adminGet.query({ id: String(id) }),
    },
    // A message in a thread ({ threadId, text }): the shop's, or the platform's reply.
    "support-messages": { create: createWith(trpc.messageThread.send) },
    "platform-support-messages": { create: createWith(trpc.messageThread.adminReply) },
  } satisfies Record<string, Resource>;
}

export const platformCalls = {
  "alertReview.approve": "mutation",
  "alertReview.reject": "mutation",
} satisfies CallList;
