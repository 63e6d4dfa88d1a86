// Between a reward as the server sends it, the reward form's fields, and the create/update input.
import dayjs, { type Dayjs } from "dayjs";
import { centsToEuroText, euroTextToCents } from "../../lib/euros";
import type { RouterInputs, RouterOutputs } from "../../lib/routerTypes";
import { textOrNull } from "../../lib/text";

export type PointReward = RouterOutputs["reward"]["list"][number];
type StampReward = RouterOutputs["stampReward"]["list"][number];
export type AnyReward = PointReward | StampReward;
export type PointRewardInput = RouterInputs["reward"]["create"];
export type StampRewardInput = RouterInputs["stampReward"]["create"];

export type RewardFormValues = {
  title: string;
  adminTitle: string;
  description: string;
  points: number | null;
  /** euros, as typed: "2,50" */
  amount: string;
  url: string | null;
  validUntil: Dayjs | null;
  hidden: boolean;
  giftOnNthTransaction: number | null;
  instantReward: boolean;
};

export function toFormValues(reward?: AnyReward): RewardFormValues {
  const pointReward = reward && "amount" in reward ? reward : undefined;
  return {
    title: reward?.title ?? "",
    adminTitle: pointReward?.adminTitle ?? "",
    description: reward?.description ?? "",
    points: reward?.points ?? null,
    amount: pointReward && pointReward.amount !== "0" ? centsToEuroText(pointReward.amount) : "",
    url: reward?.url ?? null,
    validUntil: reward?.validUntil ? dayjs(reward.validUntil) : null,
    hidden: reward?.hidden ?? false,
    giftOnNthTransaction: pointReward?.giftOnNthTransaction ?? null,
    instantReward: pointReward?.instantReward ?? false,
  };
}

/**
 * A chosen day means "valid through that day". An unchanged date is sent back exactly as it came,
 * so editing an expired reward's other fields keeps its date.
 */
function validUntilInput(value: Dayjs | null, initial: string | null): string | null {
  if (!value) return null;
  if (initial && value.isSame(dayjs(initial), "day")) return initial;
  return value.endOf("day").toISOString();
}

export function toStampRewardInput(values: RewardFormValues, initial?: AnyReward): StampRewardInput {
  return {
    title: values.title.trim(),
    description: textOrNull(values.description),
    points: values.points ?? 0,
    url: values.url ?? null,
    validUntil: validUntilInput(values.validUntil, initial?.validUntil ?? null),
    hidden: values.hidden,
  };
}

export function toPointRewardInput(values: RewardFormValues, initial?: AnyReward): PointRewardInput {
  return {
    ...toStampRewardInput(values, initial),
    adminTitle: textOrNull(values.adminTitle),
    amount: euroTextToCents(values.amount) ?? "0",
    // Only a hidden reward is given automatically on the Nth purchase.
    giftOnNthTransaction: values.hidden ? (values.giftOnNthTransaction ?? null) : null,
    instantReward: values.instantReward,
  };
}
