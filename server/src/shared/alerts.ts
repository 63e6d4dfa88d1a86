// Greek labels for alert submissions and campaign deliveries. Isomorphic: the admin shows them and the
// server's error messages quote them.

export type AlertTypeName = "PUSH" | "SMS" | "EMAIL";
export type AlertStatusName = "PENDING_REVIEW" | "REJECTED" | "APPROVED" | "EXECUTED" | "CANCELED_BY_USER";
export type DeliveryStatusName = "pending" | "sending" | "sent" | "failed" | "bounced" | "skipped";
export type SkipReason = "no_consent" | "no_email" | "no_mobile" | "no_token" | "invalid";

export const ALERT_TYPE_LABELS: Record<AlertTypeName, string> = {
  PUSH: "Push ειδοποίηση",
  SMS: "SMS",
  EMAIL: "E-mail",
};

export const ALERT_STATUS_LABELS: Record<AlertStatusName, string> = {
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

export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  no_consent: "Χωρίς συγκατάθεση για ενημερώσεις",
  no_email: "Χωρίς διεύθυνση e-mail",
  no_mobile: "Χωρίς κινητό τηλέφωνο",
  no_token: "Χωρίς συσκευή για push ειδοποιήσεις",
  invalid: "Μη έγκυρη διεύθυνση",
};
