// The alert screens' reads and changes, all through the data provider: the submissions and the review
// queue are Refine resources ("alert-submissions", "alert-reviews"), the campaign's figures and the
// launch are custom calls. The pages show failures themselves, so Refine's own toasts stay off.
import { useCreate, useDelete, useInfiniteList, useInvalidate, useList, useOne, useUpdate, type HttpError } from "@refinedev/core";
import type { RouterInputs, RouterOutputs } from "../../lib/routerTypes";
import { useCustomCall, useCustomQuery } from "../../providers/customCalls";
import type { AlertType } from "./kinds";

export type Submission = RouterOutputs["alertReview"]["getById"];
export type SubmissionInput = RouterInputs["alertReview"]["create"];
export type Audience = RouterInputs["campaign"]["audienceCount"]["audience"];
export type AudienceOptions = RouterOutputs["campaign"]["audienceOptions"];
export type AudienceCount = RouterOutputs["campaign"]["audienceCount"];
export type Results = RouterOutputs["campaign"]["results"];
export type Recipient = Results["recipients"]["body"][number];
export type DeliveryStatus = Recipient["status"];
export type QueuedSubmission = RouterOutputs["alertReview"]["reviewQueue"][number];

type Decision = { approve: true } | { approve: false; message: string };

const RESULTS_PAGE_SIZE = 50;
const RESULTS_REFRESH_MS = 3000;

const quiet = { errorNotification: false, successNotification: false } as const;

/** A list read as the pages use it: the rows, or the failure. */
function rowsOf<Row>(result: ReturnType<typeof useList<Row & object, HttpError>>) {
  return { ...result, data: result.data?.data };
}

export function useSubmissions(type: AlertType) {
  return rowsOf(
    useList<Submission, HttpError>({
      resource: "alert-submissions",
      filters: [{ field: "type", operator: "eq", value: type }],
      pagination: { mode: "off" },
      errorNotification: false,
    }),
  );
}

export function useSubmission(id: string) {
  const result = useOne<Submission, HttpError>({ resource: "alert-submissions", id, errorNotification: false });
  return { ...result, data: result.data?.data };
}

/** The shop's e-mail templates (kept in the shop's settings). */
export function useEmailTemplates() {
  return rowsOf(
    useList<RouterOutputs["emailTemplate"]["list"][number], HttpError>({
      resource: "email-templates",
      pagination: { mode: "off" },
      errorNotification: false,
    }),
  );
}

/** The shop's customers an SMS to everyone reaches now (the SMS form's segments × recipients). */
export function useSmsRecipients() {
  return useCustomQuery("campaign.smsRecipients");
}

export function useCampaignSettings() {
  return useCustomQuery("campaign.settings", undefined, { staleTime: Infinity });
}

/** Cancelling a pending submission: it leaves the lists (Refine reads them again). */
export function useCancelSubmission() {
  const remove = useDelete<Submission, HttpError>();
  return {
    isLoading: remove.isLoading,
    mutateAsync: (id: string) => remove.mutateAsync({ resource: "alert-submissions", id, ...quiet }),
  };
}

/** Creates a submission, or with an id resubmits a rejected one (an executed one becomes a new one). */
export function useSaveSubmission() {
  const create = useCreate<Submission, HttpError, SubmissionInput>();
  const update = useUpdate<Submission, HttpError, SubmissionInput>();
  const save = ({ id, values }: { id: string | null; values: SubmissionInput }) =>
    id
      ? update.mutateAsync({ resource: "alert-submissions", id, values, ...quiet })
      : create.mutateAsync({ resource: "alert-submissions", values, ...quiet });
  return { save, isLoading: create.isLoading || update.isLoading };
}

export function useAudienceOptions(id: string) {
  return useCustomQuery("campaign.audienceOptions", { id });
}

/** How many customers the audience reaches; the previous answer stays on screen while a new one loads. */
export function useAudienceCount(id: string, audience: Audience | null) {
  return useCustomQuery("campaign.audienceCount", { id, audience: audience ?? { kind: "all" } }, { enabled: audience !== null, keepPreviousData: true });
}

/** Launching moves the submission to "executed": the lists are read again. */
export function useLaunch() {
  const { run, isLoading } = useCustomCall();
  const invalidate = useInvalidate();
  const launch = async (input: RouterInputs["campaign"]["launch"]) => {
    const launched = await run("campaign.launch", input);
    void invalidate({ resource: "alert-submissions", invalidates: ["list", "detail"], id: input.id });
    return launched;
  };
  return { launch, isLoading };
}

/** Whether messages are still going out now (not waiting for their scheduled time). */
export function isSending({ counts, campaign }: Results): boolean {
  const waiting = campaign.scheduledAt !== null && new Date(campaign.scheduledAt) > new Date();
  return !waiting && counts.pending + counts.sending > 0;
}

/** The campaign, its submission and the counts per status; while messages are still going out, they refresh. */
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

export function useReviewQueue(type: AlertType | null) {
  return rowsOf(
    useList<QueuedSubmission, HttpError>({
      resource: "alert-reviews",
      filters: type ? [{ field: "type", operator: "eq", value: type }] : [],
      pagination: { mode: "off" },
      errorNotification: false,
    }),
  );
}

/** Approving or rejecting a queued submission; the queue is read again. */
export function useReviewDecision() {
  const update = useUpdate<QueuedSubmission, HttpError, Decision>();
  return {
    isLoading: update.isLoading,
    decide: (id: string, decision: Decision) => update.mutateAsync({ resource: "alert-reviews", id, values: decision, ...quiet }),
  };
}
