// Greek labels of a campaign's review status and of its deliveries. Isomorphic: the admin shows them and
// the server's error messages quote them.

export type CampaignStatusName = "PENDING_REVIEW" | "REJECTED" | "APPROVED" | "EXECUTED" | "CANCELED_BY_USER";
export type DeliveryStatusName = "pending" | "sending" | "sent" | "failed" | "bounced" | "skipped";

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatusName, string> = {
  PENDING_REVIEW: "Σε αναμονή έγκρισης",
  APPROVED: "Εγκρίθηκε",
  REJECTED: "Απορρίφθηκε",
  EXECUTED: "Εκτελέστηκε",
  CANCELED_BY_USER: "Ακυρώθηκε",
};

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatusName, string> = {
  pending: "Σε αναμονή",
  sending: "Αποστέλλεται",
  sent: "Στάλθηκε",
  failed: "Απέτυχε",
  bounced: "Επιστράφηκε",
  skipped: "Παραλείφθηκε",
};
