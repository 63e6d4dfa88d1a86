// A customer's gifts (welcome, birthday, any other), points and stamps, newest first: the customer panel
// lists them beside the purchases so the balance and the history agree.
import type { Tx } from "./transaction.js";

export type GiftRow = { id: string; kind: "points" | "stamps"; points: number; message: string | null; createdAt: string };

const MAX_GIFTS = 100;

export async function listGifts(db: Tx, companyId: string, customerId: string): Promise<GiftRow[]> {
  const query = { where: { companyId, customerId }, orderBy: { createdAt: "desc" as const }, take: MAX_GIFTS };
  const [points, stamps] = await Promise.all([db.gifted.findMany(query), db.stampGifted.findMany(query)]);
  const row = (kind: GiftRow["kind"]) => (gift: { id: string; points: number; message: string | null; createdAt: Date }) => ({
    id: gift.id,
    kind,
    points: gift.points,
    message: gift.message,
    createdAt: gift.createdAt.toISOString(),
  });
  return [...points.map(row("points")), ...stamps.map(row("stamps"))].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, MAX_GIFTS);
}
