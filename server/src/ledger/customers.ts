// A shop's customer is created by its first purchase at the counter (ledger/award.ts, in the SQL function
// counter_award), together with the shop's welcome gifts, decided here.
import type { Company } from "../generated/prisma/client.js";

export const WELCOME_GIFT_MESSAGE = "Δώρο καλωσορίσματος";

/** The welcome gifts a new customer gets in each programme the shop runs. */
export function welcomeGifts(company: Company): { points: number; stamps: number } {
  return {
    points: company.pointsEnabled ? Math.max(company.initiationGift, 0) : 0,
    stamps: company.stampsEnabled ? Math.max(company.stampInitiationGift, 0) : 0,
  };
}
