// The platform's decisions on the shop's campaigns that the owner has not seen yet: counted for the
// sidebar's badge and the campaigns' page, cleared type by type when the owner opens that type's list.
import { useEffect } from "react";
import type { CampaignType } from "../../channels/types";
import { useCustomCall, useCustomQuery } from "../../providers/customCalls";
import { useUsableResources } from "../../viewer/useResources";

/** A decision made while the admin is open shows within this long (and at once on returning to the tab). */
const REFRESH_MS = 60_000;

/** The counts, for owners who may open the campaigns; undefined for everyone else. */
export function useUnseenReviews() {
  const enabled = useUsableResources().some((resource) => resource.name === "campaigns");
  const result = useCustomQuery("alertReview.unseenReviews", undefined, { enabled, refetchInterval: REFRESH_MS, refetchOnWindowFocus: true });
  return { ...result, data: enabled ? result.data : undefined };
}

/** "1 νέα απόφαση ελέγχου", "3 νέες αποφάσεις ελέγχου". */
export function reviewNewsText(count: number): string {
  return count === 1 ? "1 νέα απόφαση ελέγχου" : `${count} νέες αποφάσεις ελέγχου`;
}

/** Once the list of `type` is on screen, its decisions are seen: the badge drops them. */
export function useSeeReviews(type: CampaignType, listShown: boolean) {
  const news = useUnseenReviews();
  const { run } = useCustomCall();
  const unseen = news.data?.byType[type] ?? 0;
  const { refetch } = news;
  // `run` is a new function each render; the call depends on the type, the count and the list alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (listShown && unseen > 0) void run("alertReview.markReviewsSeen", { type }).then(() => refetch());
  }, [type, unseen, listShown, refetch]);
}
