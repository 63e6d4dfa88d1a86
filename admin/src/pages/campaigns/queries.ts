// The campaign screens' reads and changes, all through the data provider: the shop's campaigns are the
// Refine resource "campaigns", the launch and its figures custom calls (the platform's review queue reads
// beside its page, pages/platform/reviews/queries.ts). The pages show failures themselves, so Refine's
// own toasts stay off.
import { useDelete, useInfiniteList, useInvalidate, useList, useOne, type HttpError } from "@refinedev/core";
import type { Campaign, CampaignType } from "../../channels/types";
import type { RouterInputs, RouterOutputs } from "../../lib/routerTypes";
import { useCustomCall, useCustomQuery } from "../../providers/customCalls";

export type Audience = RouterInputs["campaign"]["audienceCount"]["audience"];
export type AudienceOptions = RouterOutputs["campaign"]["audienceOptions"];
export type AudienceCount = RouterOutputs["campaign"]["audienceCount"];
export type Results = RouterOutputs["campaign"]["results"];
export type Recipient = Results["recipients"]["body"][number];
export type DeliveryStatus = Recipient["status"];

const RESULTS_PAGE_SIZE = 50;
const RESULTS_REFRESH_MS = 3000;

const quiet = { errorNotification: false, successNotification: false } as const;

/** A list read as the pages use it: the rows, or the failure. */
function rowsOf<Row>(result: ReturnType<typeof useList<Row & object, HttpError>>) {
  return { ...result, data: result.data?.data };
}

/** The shop's campaigns of one type, newest first (the cancelled ones are left out by the server). */
export function useCampaigns(type: CampaignType) {
  return rowsOf(
    useList<Campaign, HttpError>({
      resource: "campaigns",
      filters: [{ field: "type", operator: "eq", value: type }],
      pagination: { mode: "off" },
      errorNotification: false,
    }),
  );
}

export function useCampaign(id: string) {
  const result = useOne<Campaign, HttpError>({ resource: "campaigns", id, errorNotification: false });
  return { ...result, data: result.data?.data };
}

/** Cancelling a pending campaign: it leaves the lists (Refine reads them again). */
export function useCancelCampaign() {
  const remove = useDelete<Campaign, HttpError>();
  return {
    isLoading: remove.isLoading,
    mutateAsync: (id: string) => remove.mutateAsync({ resource: "campaigns", id, ...quiet }),
  };
}

export function useAudienceOptions(id: string) {
  return useCustomQuery("campaign.audienceOptions", { id });
}

/** How many customers the audience reaches; the previous answer stays on screen while a new one loads. */
export function useAudienceCount(id: string, audience: Audience | null) {
  return useCustomQuery("campaign.audienceCount", { id, audience: audience ?? { kind: "all" } }, { enabled: audience !== null, keepPreviousData: true });
}

/** Launching moves the campaign to "executed": the lists are read again. */
export function useLaunch() {
  const { run, isLoading } = useCustomCall();
  const invalidate = useInvalidate();
  const launch = async (input: RouterInputs["campaign"]["launch"]) => {
    const launched = await run("campaign.launch", input);
    void invalidate({ resource: "campaigns", invalidates: ["list", "detail"], id: input.id });
    return launched;
  };
  return { launch, isLoading };
}

/** Whether messages are still going out now (not waiting for their scheduled time). */
export function isSending({ counts, campaign }: Results): boolean {
  const waiting = campaign.scheduledAt !== null && new Date(campaign.scheduledAt) > new Date();
  return !waiting && counts.pending + counts.sending > 0;
}

/** The sending, its campaign and the counts per status; while messages are still going out, they refresh. */
export function useResults(id: string) {
  return useCustomQuery(
    "campaign.results",
    { id, cursor: null, limit: 1 }, // the table reads the recipients
    { refetchInterval: (answer) => (answer && isSending(answer.data) ? RESULTS_REFRESH_MS : false) },
  );
}

/** The recipients of one status (null: all), one page more at a time; refreshed with the counts while `live`. */
export function useRecipients(id: string, status: DeliveryStatus | null, live: boolean) {
  return useInfiniteList<Recipient, HttpError>({
    resource: "campaign-recipients",
    filters: [
      { field: "campaignId", operator: "eq", value: id },
      { field: "status", operator: "eq", value: status },
    ],
    pagination: { pageSize: RESULTS_PAGE_SIZE },
    errorNotification: false,
    queryOptions: { refetchInterval: live ? RESULTS_REFRESH_MS : false },
  });
}
