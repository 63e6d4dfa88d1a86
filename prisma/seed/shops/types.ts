// What a demo shop is made of. seedShop (../shop.ts) turns one of these into rows.
import type { Prisma } from "../../../server/src/generated/prisma/client.js";

interface MenuItem {
  name: string;
  /** cents */
  price: number;
  /** Label of one of the shop's tags, or null for an untagged item. */
  tag: string | null;
  /** How often the item is bought, relative to the others. */
  weight: number;
  /** Buying it earns a stamp (when the shop has stamps). */
  stamp?: boolean;
}

export interface ShopSpec {
  company: Omit<Prisma.CompanyCreateManyInput, "id" | "userId" | "flags" | "createdAt" | "updatedAt"> & { slug: string };
  /** E-mail of the owner (a sign-in user) and of the cashiers. */
  owner: string;
  staff: string[];
  stores: { name: string; phone: string; address: string; latitude: number; longitude: number }[];
  tags: { label: string; description: string }[];
  /** A purchase picks 1 to 4 items from here; the items' tags become the transaction's tags. */
  menu: MenuItem[];
  /** Added to some purchases (a to-go order), besides the items' tags. */
  takeAwayTag?: string;
  rewards: Omit<Prisma.RewardCreateManyInput, "id" | "companyId">[];
  stampRewards: Omit<Prisma.StampRewardCreateManyInput, "id" | "companyId">[];
  customOptions: { key: string; type: "LIST" | "BOOLEAN"; options: { id: string; label: string }[] }[];
  socialMedia: { name: string; url: string }[];
  emailTemplates: { title: string; content: string }[];
  /** Slice of the shared people pool (../people.ts) that are this shop's customers. */
  people: { from: number; count: number };
  /** Total purchases over the last 12 months. */
  purchases: number;
  /** Purchases entered and then cancelled at the counter. */
  cancelled: number;
  customerNotes: string[];
  /** Birthday and by-hand gifts; the welcome gift carries the app's own message (WELCOME_GIFT_MESSAGE). */
  giftMessages: { birthday: string; manual: string[] };
  /** Adds the shop's notification submissions (alerts.ts); only the main demo shop has them. */
  alerts: boolean;
}
