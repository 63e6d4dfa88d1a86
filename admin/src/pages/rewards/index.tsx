// The rewards resource has three routes (see resources.tsx): the list, create, and edit by id.
import { lazy } from "react";
import { useMatch, useParams } from "react-router-dom";

const RewardListPage = lazy(() => import("./list"));
const RewardCreatePage = lazy(() => import("./create"));
const RewardEditPage = lazy(() => import("./edit"));

export default function RewardsPage() {
  const { id } = useParams<{ id: string }>();
  const creating = useMatch("/admin/rewards/create");
  if (creating) return <RewardCreatePage />;
  return id ? <RewardEditPage /> : <RewardListPage />;
}
