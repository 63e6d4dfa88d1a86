// The three kinds of alert submission and where their screens live (SPEC section 2).
import type { RouterInputs } from "../../lib/routerTypes";

export type AlertType = RouterInputs["alertReview"]["get"]["type"];

type Kind = {
  /** The list's path segment under /admin/alerts. */
  segment: string;
  /** The list page's title. */
  title: string;
  /** What the list page is for. */
  subtitle: string;
};

export const kinds: Record<AlertType, Kind> = {
  PUSH: {
    segment: "push-notifications",
    title: "Ειδοποιήσεις push",
    subtitle: "Μηνύματα στο κινητό των πελατών που έχουν την εφαρμογή.",
  },
  SMS: { segment: "sms", title: "SMS", subtitle: "Γραπτά μηνύματα στα κινητά των πελατών." },
  EMAIL: { segment: "email", title: "E-mail", subtitle: "Ενημερωτικά e-mail προς τους πελάτες." },
};

export const ALERTS_PATH = "/admin/alerts";

export const alertPaths = {
  list: (type: AlertType) => `${ALERTS_PATH}/${kinds[type].segment}`,
  create: (type: AlertType) => `${ALERTS_PATH}/${kinds[type].segment}/new`,
  edit: (type: AlertType, id: string) => `${ALERTS_PATH}/${kinds[type].segment}/edit/${id}`,
  launchpad: (id: string) => `${ALERTS_PATH}/launchpad/${id}`,
  results: (id: string) => `${ALERTS_PATH}/results/${id}`,
};
