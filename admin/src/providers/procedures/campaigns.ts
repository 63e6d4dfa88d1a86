// A shop's campaigns (push, SMS, e-mail): written, reviewed by the platform, launched to an audience,
// followed by their recipients' deliveries.
import type { RouterInputs } from "../../lib/routerTypes";
import { filterValue } from "../listParams";
import type { CallList, Client } from "./byPath";
import { createWith, updateById, wholeList, type Resource } from "./resource";

type CampaignType = RouterInputs["alertReview"]["get"]["type"];
type DeliveryStatus = RouterInputs["campaign"]["results"]["status"];

export function campaignResources(trpc: Client) {
  return {
    // A shop's campaigns of one type (filter "type"). Saving a rejected or executed one submits it again;
    // cancelling a pending one is its delete (it leaves the lists).
    campaigns: {
      // Without a type the server refuses the list (its input requires one).
      getList: async ({ filters }) => wholeList(await trpc.alertReview.get.query({ type: filterValue<CampaignType>(filters, "type")! })),
      getOne: (id) => trpc.alertReview.getById.query({ id: String(id) }),
      create: createWith(trpc.alertReview.create),
      update: updateById(trpc.alertReview.update),
      deleteOne: (id) => trpc.alertReview.cancelSubmission.mutate({ id: String(id) }),
    },
    // A launched campaign's recipients ("campaignId", "status") in "more" pages: Refine's useInfiniteList
    // passes the cursor of the next page as its page.
    "campaign-recipients": {
      getList: async ({ filters, pagination }) => {
        const current: unknown = pagination?.current;
        const { recipients } = await trpc.campaign.results.query({
          id: filterValue(filters, "campaignId")!,
          status: filterValue<DeliveryStatus>(filters, "status"),
          cursor: typeof current === "string" ? current : null,
          limit: pagination?.pageSize ?? 50,
        });
        return { data: recipients.body, total: recipients.body.length, cursor: { next: recipients.nextCursor ?? undefined } };
      },
    },
  } satisfies Record<string, Resource>;
}

export const campaignCalls = {
  "campaign.settings": "query",
  "campaign.smsRecipients": "query",
  "campaign.audienceOptions": "query",
  "campaign.audienceCount": "query",
  "campaign.results": "query",
  "campaign.launch": "mutation",
  // The platform's decisions the owner has not seen yet (the sidebar's badge), and seeing one type's list.
  "alertReview.unseenReviews": "query",
  "alertReview.markReviewsSeen": "mutation",
} satisfies CallList;
