// The stamp rewards resource has three routes (see resources.tsx): the list, create, and edit by id.
import { lazy } from "react";
import { useMatch, useParams } from "react-router-dom";

const StampRewardListPage = lazy(() => import("./list"));
const StampRewardCreatePage = lazy(() => import("./create"));
const StampRewardEditPage = lazy(() => import("./edit"));

export default function StampRewardsPage() {
  const { id } = useParams<{ id: string }>();
  const creating = useMatch("/admin/stamp-rewards/create");
  if (creating) return <StampRewardCreatePage />;
  return id ? <StampRewardEditPage /> : <StampRewardListPage />;
}
