// The platform's review queue: the campaigns of every shop waiting for a decision (the resource
// "campaign-reviews"), and the decision itself (the calls "alertReview.approve" and "alertReview.reject").
import { useInvalidate, useList, type HttpError } from "@refinedev/core";
import type { CampaignType } from "../../../channels/types";
import type { RouterOutputs } from "../../../lib/routerTypes";
import { useCustomCall } from "../../../providers/customCalls";

export type QueuedCampaign = RouterOutputs["alertReview"]["reviewQueue"][number];

/** The queue, of one type or all; the page shows a failure itself. */
export function useReviewQueue(type: CampaignType | null) {
  const result = useList<QueuedCampaign, HttpError>({
    resource: "campaign-reviews",
    filters: type ? [{ field: "type", operator: "eq", value: type }] : [],
    pagination: { mode: "off" },
    errorNotification: false,
  });
  return { ...result, data: result.data?.data };
}

/**
 * Approving (with an optional note) or rejecting (with what to improve) a queued campaign (the calls
 * "alertReview.approve" and "alertReview.reject"); the owner gets it by e-mail and in the admin's badge.
 * The queue is read again either way.
 */
export function useReviewDecision() {
  const { run, isLoading } = useCustomCall();
  const invalidate = useInvalidate();
  const readQueue = () => void invalidate({ resource: "campaign-reviews", invalidates: ["list"] });
  return {
    isLoading,
    approve: (id: string, message: string) => run("alertReview.approve", { id, message }).finally(readQueue),
    reject: (id: string, message: string) => run("alertReview.reject", { id, message }).finally(readQueue),
  };
}
