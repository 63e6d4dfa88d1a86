// The reward form's values ↔ the reward procedures' input: euros ↔ cents, expiry through the end of
// the chosen day, and automatic gifting only for hidden rewards.
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { centsToEuroText, euroTextToCents } from "../../../admin/src/lib/euros.js";
import { toFormValues, toPointRewardInput, toStampRewardInput, type PointReward } from "../../../admin/src/components/rewards/rewardValues.js";

const reward: PointReward = {
  id: "r1",
  title: "Δωρεάν εσπρέσο",
  adminTitle: null,
  description: null,
  points: 50,
  amount: "250",
  url: null,
  validUntil: "2020-01-31T21:59:59.999Z",
  hidden: true,
  giftOnNthTransaction: 10,
  instantReward: false,
  active: true,
  createdAt: "2020-01-01T00:00:00.000Z",
  updatedAt: "2020-01-01T00:00:00.000Z",
};

describe("euro fields", () => {
  it("turns cents into the typed form and back", () => {
    expect(centsToEuroText("1250")).toBe("12,50");
    expect(centsToEuroText("5")).toBe("0,05");
    expect(centsToEuroText(null)).toBe("");
    expect(euroTextToCents("12,50")).toBe("1250");
    expect(euroTextToCents(" 3.5 ")).toBe("350");
    expect(euroTextToCents("")).toBeNull();
  });
});

describe("reward form values", () => {
  it("round-trips a saved reward, keeping an unchanged expiry exactly as it came", () => {
    const values = toFormValues(reward);
    expect(values.amount).toBe("2,50");
    expect(toPointRewardInput(values, reward)).toEqual({
      title: "Δωρεάν εσπρέσο",
      adminTitle: null,
      description: null,
      points: 50,
      amount: "250",
      url: null,
      validUntil: "2020-01-31T21:59:59.999Z",
      hidden: true,
      giftOnNthTransaction: 10,
      instantReward: false,
    });
  });

  it("sends a new expiry as the end of the chosen day, and none when cleared", () => {
    const day = dayjs().add(10, "day");
    const input = toPointRewardInput({ ...toFormValues(reward), validUntil: day }, reward);
    expect(input.validUntil).toBe(day.endOf("day").toISOString());
    expect(toPointRewardInput({ ...toFormValues(reward), validUntil: null }, reward).validUntil).toBeNull();
  });

  it("drops automatic gifting when the reward is not hidden, and sends no value as 0 cents", () => {
    const input = toPointRewardInput({ ...toFormValues(reward), hidden: false, amount: "" });
    expect(input).toMatchObject({ hidden: false, giftOnNthTransaction: null, amount: "0" });
  });

  it("sends only the stamp reward fields for a stamp reward", () => {
    const values = { ...toFormValues(), title: "  Δέκατος καφές ", points: 9, description: "  " };
    expect(toStampRewardInput(values)).toEqual({ title: "Δέκατος καφές", description: null, points: 9, url: null, validUntil: null, hidden: false });
  });
});
