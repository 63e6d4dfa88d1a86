// A shop's customers: who they are (from the people pool), when they joined, and when they came back.
import type { Prisma } from "../../server/src/generated/prisma/client.js";
import type { Person } from "./people.js";
import type { Random } from "./random.js";
import type { ShopSpec } from "./shops/types.js";

export const DAY = 86_400_000;
const YEAR = 365 * DAY;
// Demo times are shop hours in Athens; a fixed UTC+2 is close enough for demo data.
const ATHENS_OFFSET_MINUTES = 120;

export interface PlannedCustomer {
  row: Prisma.CustomerCreateManyInput & { id: string; createdAt: Date };
  person: Person;
  /** Purchase times in ms, strictly ascending; the first one is when the customer joined. */
  visits: number[];
  /** Index into the shop's stores: where the customer usually buys. */
  homeStore: number;
}

// Regulars come several times a week, most customers a few times a month, some rarely.
const HABITS = [
  { weight: 20, perWeek: [2, 5] },
  { weight: 45, perWeek: [0.3, 1] },
  { weight: 35, perWeek: [0.03, 0.2] },
] as const;

/** A time within opening hours (07:00–21:00, busier in the morning) on the day of `at`, never after `now`. */
function duringOpeningHours(random: Random, at: number, now: number): number {
  const dayStart = Math.floor(at / DAY) * DAY;
  const localMinutes = 7 * 60 + Math.floor(random.next() ** 1.6 * 14 * 60);
  const time = dayStart + (localMinutes - ATHENS_OFFSET_MINUTES) * 60_000 + random.int(0, 59_999);
  return time < now ? time : time - DAY;
}

/** Splits `total` in proportion to `weights`, exactly, by largest remainder. */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => (weight / sum) * total);
  const counts = shares.map(Math.floor);
  const byRemainder = shares.map((share, index) => ({ index, rest: share - Math.floor(share) })).sort((a, b) => b.rest - a.rest);
  const missing = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; i < missing; i++) counts[byRemainder[i].index]++;
  return counts;
}

export function planCustomers(
  random: Random,
  spec: ShopSpec,
  people: Person[],
  companyId: string,
  appUserIds: Map<string, string>,
  now: Date,
): { customers: PlannedCustomer[]; fields: Prisma.CustomerFieldCreateManyInput[] } {
  const nowMs = now.getTime();
  const drafts = people.map((person) => {
    // A quarter moved over from the paper card the shop had before, on the first day of the programme.
    const oldCustomer = random.chance(0.25);
    const joinedFrom = oldCustomer ? nowMs - YEAR + random.int(0, 5) * DAY : nowMs - random.next() * (YEAR - 6 * DAY);
    const habit = random.weighted(HABITS);
    const perWeek = habit.perWeek[0] + random.next() * (habit.perWeek[1] - habit.perWeek[0]);
    return { person, oldCustomer, joinedFrom, expectedVisits: (perWeek * (nowMs - joinedFrom)) / (7 * DAY) };
  });
  // Everyone bought at least once: the counter creates a customer on their first purchase.
  const visitCounts = apportion(
    spec.purchases - drafts.length,
    drafts.map((draft) => draft.expectedVisits),
  ).map((count) => count + 1);

  const customers = drafts.map(({ person, oldCustomer, joinedFrom }, index): PlannedCustomer => {
    const visits = Array.from({ length: visitCounts[index] }, () => duringOpeningHours(random, joinedFrom + random.next() * (nowMs - joinedFrom), nowMs)).sort(
      (a, b) => a - b,
    );
    // As at the counter: the first purchase shares the customer's creation time, later ones are strictly later.
    for (let i = 1; i < visits.length; i++) visits[i] = Math.max(visits[i], visits[i - 1] + 1);
    const createdAt = new Date(visits[0]);
    const userId = appUserIds.get(person.phone) ?? null;
    // App users who signed up through the app: the shop keeps no copy of their name, the panel shows the user's.
    const fromApp = userId !== null && random.chance(0.5);
    return {
      person,
      visits,
      homeStore: random.int(0, spec.stores.length - 1),
      row: {
        id: random.id(),
        companyId,
        phone: person.phone,
        firstName: fromApp ? null : person.firstName,
        lastName: fromApp ? null : person.lastName,
        email: fromApp || random.chance(0.5) ? null : person.email,
        birthday: person.birthday,
        oldCustomer,
        userId,
        note: random.chance(0.12) ? random.pick(spec.customerNotes) : null,
        acceptedAt: random.chance(0.9) ? createdAt : null,
        newsAcceptedAt: random.chance(0.6) ? createdAt : null,
        stoppedNotifications: random.chance(0.05),
        createdAt,
      },
    };
  });

  const fields: Prisma.CustomerFieldCreateManyInput[] = [];
  for (const customer of customers) {
    for (const option of spec.customOptions) {
      const value = option.type === "LIST" ? (random.chance(0.35) ? random.pick(option.options).id : null) : random.chance(0.12) ? "true" : null;
      if (value !== null) fields.push({ id: random.id(), customerId: customer.row.id, key: option.key, value, createdAt: customer.row.createdAt });
    }
  }
  return { customers, fields };
}
