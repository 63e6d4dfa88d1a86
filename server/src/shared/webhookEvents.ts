// The webhook events a shop can choose (isomorphic: the admin lists them). The database triggers that
// write them are in prisma/sql/webhooks/.
export const WEBHOOK_EVENTS = [
  "purchase.created",
  "stamp.added",
  "coupon.created",
  "coupon.redeemed",
  "transaction.cancelled",
  "customer.created",
  "campaign.executed",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "purchase.created": "Νέα αγορά (πόντοι)",
  "stamp.added": "Νέα στάμπα",
  "coupon.created": "Νέο κουπόνι",
  "coupon.redeemed": "Εξαργύρωση κουπονιού",
  "transaction.cancelled": "Ακύρωση συναλλαγής",
  "customer.created": "Νέος πελάτης",
  "campaign.executed": "Αποστολή καμπάνιας",
};

/** How long an endpoint may fail before it is switched off, and a delivery is retried. */
export const WEBHOOK_GIVE_UP_MS = 3 * 24 * 3600 * 1000;
