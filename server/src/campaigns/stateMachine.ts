// A campaign's review and launch, in one place:
//
//   PENDING_REVIEW → APPROVED | REJECTED | CANCELED_BY_USER
//   REJECTED       → PENDING_REVIEW   (the shop edited it)
//   APPROVED       → EXECUTED         (launched)
//
// Every target has exactly one source, so a move is a conditional UPDATE "WHERE status = <source>":
// of two admins (or two clicks) only one changes the row; the other gets a Greek PRECONDITION_FAILED and
// nothing changes.
import { TRPCError } from "@trpc/server";
import type { AlertReview, AlertStatus, Prisma } from "../generated/prisma/client.js";
import { CAMPAIGN_STATUS_LABELS } from "../shared/campaigns.js";

type Client = Pick<Prisma.TransactionClient, "alertReview">;

const SOURCE: Record<AlertStatus, AlertStatus | null> = {
  PENDING_REVIEW: "REJECTED",
  APPROVED: "PENDING_REVIEW",
  REJECTED: "PENDING_REVIEW",
  CANCELED_BY_USER: "PENDING_REVIEW",
  EXECUTED: "APPROVED",
};

// What the person tried, said the way they would say it.
const REFUSED: Record<AlertStatus, string> = {
  PENDING_REVIEW: "Μόνο απορριφθείσες ή ολοκληρωμένες υποβολές μπορούν να επεξεργαστούν.",
  APPROVED: "Μόνο υποβολές σε αναμονή έγκρισης μπορούν να εγκριθούν ή να απορριφθούν.",
  REJECTED: "Μόνο υποβολές σε αναμονή έγκρισης μπορούν να εγκριθούν ή να απορριφθούν.",
  CANCELED_BY_USER: "Μόνο υποβολές σε αναμονή έγκρισης μπορούν να ακυρωθούν.",
  EXECUTED: "Μόνο εγκεκριμένες υποβολές μπορούν να σταλούν.",
};

const NOT_FOUND_MESSAGE = "Η υποβολή δεν βρέθηκε.";

export function canTransition(from: AlertStatus, to: AlertStatus): boolean {
  return SOURCE[to] === from;
}

function refusal(to: AlertStatus, current: AlertStatus): TRPCError {
  return new TRPCError({
    code: "PRECONDITION_FAILED",
    message: `${REFUSED[to]} Τρέχουσα κατάσταση: «${CAMPAIGN_STATUS_LABELS[current]}».`,
  });
}

export function notFound(): TRPCError {
  return new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND_MESSAGE });
}

/**
 * Moves campaign `id` to `to` (with `data`, e.g. the review message) if it is in the one state that may
 * move there. `companyId` limits it to one shop (another shop's id is NOT_FOUND).
 */
export async function transition(
  db: Client,
  id: string,
  to: AlertStatus,
  options: { companyId?: string; data?: Omit<Prisma.AlertReviewUpdateManyMutationInput, "status"> } = {},
): Promise<AlertReview> {
  const where = { id, ...(options.companyId ? { companyId: options.companyId } : {}) };
  const source = SOURCE[to];
  if (source) {
    const { count } = await db.alertReview.updateMany({ where: { ...where, status: source }, data: { ...options.data, status: to } });
    if (count === 1) return db.alertReview.findUniqueOrThrow({ where: { id } });
  }
  const current = await db.alertReview.findFirst({ where, select: { status: true } });
  if (!current) throw notFound();
  throw refusal(to, current.status);
}
