// The alert screens' calls. Query keys are [procedure path, input], so a change can refresh every
// read of one procedure by its path alone.
import { useMutation, useQuery, useQueryClient, useInfiniteQuery } from "@tanstack/react-query";
import { trpc, type RouterInputs, type RouterOutputs } from "../../lib/trpc";
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

const RESULTS_PAGE_SIZE = 50;
const RESULTS_REFRESH_MS = 3000;

export const keys = {
  list: (type: AlertType) => ["alertReview.get", { type }] as const,
  lists: ["alertReview.get"] as const,
  one: (id: string) => ["alertReview.getById", { id }] as const,
  templates: ["emailTemplate.list"] as const,
  settings: ["campaign.settings"] as const,
  audienceOptions: (id: string) => ["campaign.audienceOptions", { id }] as const,
  audienceCount: (id: string, audience: Audience) => ["campaign.audienceCount", { id, audience }] as const,
  results: (id: string, status: DeliveryStatus | null) => ["campaign.results", { id, status }] as const,
  queue: ["alertReview.reviewQueue"] as const,
};

export function useSubmissions(type: AlertType) {
  return useQuery({ queryKey: keys.list(type), queryFn: () => trpc.alertReview.get.query({ type }) });
}

export function useSubmission(id: string) {
  return useQuery({ queryKey: keys.one(id), queryFn: () => trpc.alertReview.getById.query({ id }) });
}

/** The shop's e-mail templates (kept in the shop's settings). */
export function useEmailTemplates() {
  return useQuery({ queryKey: keys.templates, queryFn: () => trpc.emailTemplate.list.query() });
}

/** The opt-out line the server adds to every SMS: the form counts it in. */
/** The shop's customers an SMS to everyone reaches now (the SMS form's segments × recipients). */
export function useSmsRecipients() {
  return useQuery({ queryKey: ["campaign", "smsRecipients"], queryFn: () => trpc.campaign.smsRecipients.query() });
}

export function useCampaignSettings() {
  return useQuery({ queryKey: keys.settings, queryFn: () => trpc.campaign.settings.query(), staleTime: Infinity });
}

/** After any change to a submission, every list and the submission itself are read again. */
function useRefreshSubmissions() {
  const client = useQueryClient();
  return (submission: Submission) => {
    client.setQueryData(keys.one(submission.id), submission);
    void client.invalidateQueries({ queryKey: keys.lists });
  };
}

export function useCancelSubmission() {
  const refresh = useRefreshSubmissions();
  return useMutation({ mutationFn: (id: string) => trpc.alertReview.cancelSubmission.mutate({ id }), onSuccess: refresh });
}

/** Creates a submission, or with an id resubmits a rejected one (an executed one becomes a new one). */
export function useSaveSubmission() {
  const refresh = useRefreshSubmissions();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: SubmissionInput }) =>
      id ? trpc.alertReview.update.mutate({ id, ...values }) : trpc.alertReview.create.mutate(values),
    onSuccess: refresh,
  });
}

export function useAudienceOptions(id: string) {
  return useQuery({ queryKey: keys.audienceOptions(id), queryFn: () => trpc.campaign.audienceOptions.query({ id }) });
}

/** How many customers the audience reaches; the previous answer stays on screen while a new one loads. */
export function useAudienceCount(id: string, audience: Audience | null) {
  return useQuery({
    queryKey: keys.audienceCount(id, audience ?? { kind: "all" }),
    queryFn: () => trpc.campaign.audienceCount.query({ id, audience: audience! }),
    enabled: audience !== null,
    keepPreviousData: true,
  });
}

export function useLaunch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouterInputs["campaign"]["launch"]) => trpc.campaign.launch.mutate(input),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.lists }),
  });
}

/** One page of recipients at a time; while messages are still going out, the counts refresh. */
export function useResults(id: string, status: DeliveryStatus | null) {
  return useInfiniteQuery({
    queryKey: keys.results(id, status),
    queryFn: ({ pageParam }: { pageParam?: string }) =>
      trpc.campaign.results.query({ id, status: status ?? undefined, cursor: pageParam ?? null, limit: RESULTS_PAGE_SIZE }),
    getNextPageParam: (page) => page.recipients.nextCursor ?? undefined,
    refetchInterval: (data) => {
      const first = data?.pages[0];
      if (!first) return false;
      const { counts, campaign } = first;
      const waiting = campaign.scheduledAt !== null && new Date(campaign.scheduledAt) > new Date();
      return !waiting && counts.pending + counts.sending > 0 ? RESULTS_REFRESH_MS : false;
    },
  });
}

export function useReviewQueue(type: AlertType | null) {
  return useQuery({
    queryKey: [...keys.queue, { type }],
    queryFn: () => trpc.alertReview.reviewQueue.query(type ? { type } : {}),
  });
}

export function useReviewDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: string; approve: true } | { id: string; approve: false; message: string }) =>
      decision.approve
        ? trpc.alertReview.approve.mutate({ id: decision.id })
        : trpc.alertReview.reject.mutate({ id: decision.id, message: decision.message }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.queue }),
  });
}
