// The three ways to give a customer a coupon: for points, for stamps, or a hidden reward for free.
import { Skeleton } from "antd";
import { LoadError } from "./LoadError";
import { PanelSection } from "./PanelSection";
import { useRewardOffers, type Customer } from "./queries";
import { RewardList } from "./RewardList";

export function RewardSections({ customer }: { customer: Customer }) {
  const rewards = useRewardOffers("points");
  const stampRewards = useRewardOffers("stamps");
  const hiddenRewards = useRewardOffers("hidden");
  return (
    <>
      {/* Shown only if the shop has point rewards: an empty section would only take room. */}
      {rewards.isError && <LoadError error={rewards.error} />}
      {rewards.data && rewards.data.data.length > 0 && (
        <PanelSection title="Δημιουργία κουπονιών">
          <RewardList kind="points" rewards={rewards.data.data} customer={customer} empty="" />
        </PanelSection>
      )}
      <PanelSection title="Δημιουργία κουπονιών (στάμπες)">
        {stampRewards.isError ? (
          <LoadError error={stampRewards.error} />
        ) : stampRewards.data ? (
          <RewardList kind="stamps" rewards={stampRewards.data.data} customer={customer} empty="Δεν υπάρχουν ανταμοιβές στάμπας" />
        ) : (
          <Skeleton active title={false} />
        )}
      </PanelSection>
      <PanelSection title="Κρυφά κουπόνια">
        {hiddenRewards.isError ? (
          <LoadError error={hiddenRewards.error} />
        ) : hiddenRewards.data ? (
          <RewardList kind="hidden" rewards={hiddenRewards.data.data} customer={customer} empty="Δεν υπάρχουν κρυφά κουπόνια" />
        ) : (
          <Skeleton active title={false} />
        )}
      </PanelSection>
    </>
  );
}
