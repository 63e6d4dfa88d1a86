// A shop's ledger over the last 12 months: purchases (some cancelled), stamps, gifts and coupons.
// Coupons are planned by replaying each customer's history in time order, so no coupon ever spends
// more points or stamps than the customer had at that moment (the ledger triggers would refuse it).
import type { Prisma } from "../../server/src/generated/prisma/client.js";
import { WELCOME_GIFT_MESSAGE } from "../../server/src/ledger/customers.js";
import { CODE_ALPHABET, CODE_LENGTH } from "../../server/src/rewards/codes.js";
import { DAY, type PlannedCustomer } from "./customers.js";
import type { Random } from "./random.js";
import type { ShopSpec } from "./shops/types.js";

type RewardRow = ShopSpec["rewards"][number] & { id: string };
type StampRewardRow = ShopSpec["stampRewards"][number] & { id: string };

export interface LedgerInput {
  random: Random;
  spec: ShopSpec;
  companyId: string;
  customers: PlannedCustomer[];
  stores: { id: string; stampId: string | null }[];
  ownerEmployeeId: string;
  staffEmployeeIds: string[];
  tagIds: Map<string, string>;
  rewards: RewardRow[];
  stampRewards: StampRewardRow[];
  now: Date;
}

export interface Ledger {
  transactions: Prisma.TransactionCreateManyInput[];
  transactionTags: Prisma.TagOnTransactionCreateManyInput[];
  stampTransactions: Prisma.StampTransactionCreateManyInput[];
  stampTransactionTags: Prisma.TagOnStampTransactionCreateManyInput[];
  gifted: Prisma.GiftedCreateManyInput[];
  stampGifted: Prisma.StampGiftedCreateManyInput[];
  coupons: Prisma.CouponCreateManyInput[];
  stampCoupons: Prisma.StampCouponCreateManyInput[];
}

/** One change to a customer's balances, in time order. */
interface BalanceEvent {
  at: number;
  points: number;
  stamps: number;
  purchase: boolean;
}

const BASKET_SIZES = [
  { size: 1, weight: 55 },
  { size: 2, weight: 30 },
  { size: 3, weight: 12 },
  { size: 4, weight: 3 },
];

function basket(random: Random, spec: ShopSpec) {
  const { size } = random.weighted(BASKET_SIZES);
  const items = Array.from({ length: size }, () => random.weighted(spec.menu));
  const labels = new Set(items.flatMap((item) => (item.tag ? [item.tag] : [])));
  if (spec.takeAwayTag && random.chance(0.3)) labels.add(spec.takeAwayTag);
  return {
    amount: items.reduce((sum, item) => sum + item.price, 0),
    // Cashiers do not tag every purchase.
    labels: random.chance(0.75) ? [...labels] : [],
    stamp: items.some((item) => item.stamp),
  };
}

/** Picks which purchases were cancelled: a few within the 7-day cancel window, the rest older. */
function pickCancelled(random: Random, times: number[], count: number, now: number): Set<number> {
  const recent = times.flatMap((at, index) => (at >= now - 7 * DAY ? [index] : []));
  const older = times.flatMap((at, index) => (at < now - 7 * DAY ? [index] : []));
  const picked = new Set<number>();
  const take = (from: number[], wanted: number) => {
    const target = picked.size + Math.min(wanted, from.length);
    while (picked.size < target) picked.add(random.pick(from));
  };
  take(recent, Math.min(3, count));
  take(older, count - picked.size);
  return picked;
}

export function planLedger(input: LedgerInput): Ledger {
  const { random, spec, companyId, customers, now } = input;
  const nowMs = now.getTime();
  const { pointsMult = 1, stampsEnabled = false } = spec.company;
  const ledger: Ledger = {
    transactions: [],
    transactionTags: [],
    stampTransactions: [],
    stampTransactionTags: [],
    gifted: [],
    stampGifted: [],
    coupons: [],
    stampCoupons: [],
  };
  const events: BalanceEvent[][] = customers.map(() => []);

  // Purchases
  const purchases = customers.flatMap((customer, index) => customer.visits.map((at) => ({ customer, index, at })));
  const cancelled = pickCancelled(
    random,
    purchases.map((purchase) => purchase.at),
    spec.cancelled,
    nowMs,
  );
  purchases.forEach(({ customer, index, at }, purchaseIndex) => {
    const { amount, labels, stamp } = basket(random, spec);
    const store = input.stores[random.chance(0.8) ? customer.homeStore : random.int(0, input.stores.length - 1)];
    const employeeId = input.staffEmployeeIds.length > 0 && random.chance(0.75) ? random.pick(input.staffEmployeeIds) : input.ownerEmployeeId;
    const cancelledAt = cancelled.has(purchaseIndex) ? new Date(Math.min(at + random.int(3, 40) * 60_000, nowMs)) : null;
    const points = Math.floor(amount / 100) * pointsMult;
    const common = {
      companyId,
      customerId: customer.row.id,
      storeId: store.id,
      employeeId,
      cancelledAt,
      createdAt: new Date(at),
      updatedAt: cancelledAt ?? new Date(at),
    };
    const transactionId = random.id();
    ledger.transactions.push({ id: transactionId, amount, pointsMult, points, ...common });
    for (const label of labels) ledger.transactionTags.push({ transactionId, tagId: input.tagIds.get(label)!, createdAt: common.createdAt });
    const stamped = stampsEnabled && stamp && random.chance(0.85);
    if (stamped) {
      const stampTransactionId = random.id();
      ledger.stampTransactions.push({ id: stampTransactionId, amount, stampId: store.stampId, ...common });
      for (const label of labels)
        ledger.stampTransactionTags.push({ transactionId: stampTransactionId, tagId: input.tagIds.get(label)!, createdAt: common.createdAt });
    }
    if (!cancelledAt) events[index].push({ at, points, stamps: stamped ? 1 : 0, purchase: true });
  });

  // Gifts: on joining (at the first purchase, as the counter gives them), on birthdays, and a few by hand.
  const { pointsEnabled = true, initiationGift = 0, birthdayGift = 0, stampInitiationGift = 0, stampBirthdayGift = 0 } = spec.company;
  const gift = (index: number, at: number, points: number, stamps: number, message: string) => {
    const customerId = customers[index].row.id;
    const createdAt = new Date(at);
    const earned = { points: pointsEnabled ? points : 0, stamps: stampsEnabled ? stamps : 0 };
    if (earned.points > 0) ledger.gifted.push({ id: random.id(), points: earned.points, message, companyId, customerId, createdAt, updatedAt: createdAt });
    if (earned.stamps > 0) ledger.stampGifted.push({ id: random.id(), points: earned.stamps, message, companyId, customerId, createdAt, updatedAt: createdAt });
    events[index].push({ at, ...earned, purchase: false });
  };
  customers.forEach((customer, index) => {
    const joined = customer.row.createdAt.getTime();
    gift(index, joined, initiationGift, stampInitiationGift, WELCOME_GIFT_MESSAGE);
    const birthday = customer.person.birthday;
    if (!birthday) return;
    for (let year = new Date(joined).getUTCFullYear(); year <= now.getUTCFullYear(); year++) {
      // 09:00 in Athens, when a birthday job would run.
      const at = Date.UTC(year, birthday.getUTCMonth(), birthday.getUTCDate(), 7);
      if (at > joined && at <= nowMs) gift(index, at, birthdayGift, stampBirthdayGift, spec.giftMessages.birthday);
    }
  });
  for (let i = 0; i < Math.max(1, Math.round(customers.length / 25)); i++) {
    const index = random.int(0, customers.length - 1);
    const joined = customers[index].row.createdAt.getTime();
    gift(index, joined + 1 + random.next() * (nowMs - joined - 1), random.pick([20, 30, 50]), 0, random.pick(spec.giftMessages.manual));
  }

  // Coupons, replaying each customer's balance. Like the app's: the reward's validity, "P"/"S" codes.
  const codes = new Set<string>();
  const newCode = (prefix: "P" | "S") => {
    let code: string;
    do code = prefix + random.string(CODE_ALPHABET, CODE_LENGTH);
    while (codes.has(code));
    codes.add(code);
    return code;
  };
  /** Redeemed on the spot, or at some later visit within two weeks, or not yet. */
  const redemption = (createdAt: number, instant: boolean, useProbability: number) => {
    if (!instant && !random.chance(useProbability)) return { createdAt: new Date(createdAt), usedAt: null, updatedAt: new Date(createdAt) };
    const usedAt = new Date(instant ? createdAt : createdAt + random.next() * Math.min(14 * DAY, nowMs - createdAt));
    return { createdAt: new Date(createdAt), usedAt, updatedAt: usedAt };
  };
  const fromReward = (reward: RewardRow | StampRewardRow, customerId: string) => ({
    title: reward.title,
    description: reward.description ?? null,
    url: reward.url ?? null,
    validUntil: reward.validUntil ?? null,
    customerId,
    rewardId: reward.id,
  });
  const pointRewards = input.rewards.filter((reward) => reward.active !== false && !reward.hidden && !reward.validUntil && reward.points > 0);
  const nthReward = input.rewards.find((reward) => reward.hidden && reward.giftOnNthTransaction);
  const stampRewards = input.stampRewards.filter((reward) => reward.active !== false && !reward.hidden);

  customers.forEach((customer, index) => {
    const customerId = customer.row.id;
    let points = 0;
    let stamps = 0;
    let purchasesSoFar = 0;
    for (const event of events[index].sort((a, b) => a.at - b.at)) {
      points += event.points;
      stamps += event.stamps;
      if (!event.purchase) continue;
      purchasesSoFar++;
      // A hidden reward's gift shares its purchase's time, as the counter gives it (ledger/hiddenRewards.ts).
      if (nthReward && purchasesSoFar === nthReward.giftOnNthTransaction) {
        ledger.coupons.push({
          code: newCode("P"),
          ...fromReward(nthReward, customerId),
          points: 0,
          amount: nthReward.amount ?? 0,
          ...redemption(event.at, false, 0.75),
        });
      }
      const at = Math.min(event.at + random.int(30, 120) * 1000, nowMs);
      const affordable = pointRewards.filter((reward) => reward.points <= points);
      if (affordable.length > 0 && random.chance(0.3)) {
        const reward = random.pick(affordable);
        points -= reward.points;
        ledger.coupons.push({
          code: newCode("P"),
          ...fromReward(reward, customerId),
          points: reward.points,
          amount: reward.amount ?? 0,
          ...redemption(at, reward.instantReward ?? false, 0.8),
        });
      }
      const stampAffordable = stampRewards.filter((reward) => reward.points <= stamps);
      if (stampAffordable.length > 0 && random.chance(0.6)) {
        const reward = random.pick(stampAffordable);
        stamps -= reward.points;
        // Stamp coupons are redeemed as they are created (coupon.create with redeemInstant).
        ledger.stampCoupons.push({ code: newCode("S"), ...fromReward(reward, customerId), points: reward.points, ...redemption(at, true, 1) });
      }
    }
  });
  return ledger;
}
