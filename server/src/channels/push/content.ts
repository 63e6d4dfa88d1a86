// A push campaign's content: a title and a text as the phone shows them, an optional image and link. The
// app and the wallet show the same notification, and keep it in the customer's list of notifications.
import { z } from "zod";
import type { Env } from "../../env.js";
import type { AlertReview, Company } from "../../generated/prisma/client.js";
import { walletUrl } from "../../shared/walletLink.js";
import { NO_CONTENT, type ContentRules } from "../types.js";

const webUrl = z
  .string()
  .trim()
  .max(2000)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), "Μη έγκυρη διεύθυνση URL.");

const schema = z.object({
  type: z.literal("PUSH"),
  title: z.string().trim().min(1).max(65),
  text: z.string().trim().min(1).max(240),
  image: webUrl.nullish(),
  url: webUrl.nullish(),
});

/** Why a customer with consent gets no push: no device of theirs to send to (the app's or a browser's). */
export const PUSH_SKIP_REASONS = { no_token: "Χωρίς συσκευή για push ειδοποιήσεις" };

export const pushContent = {
  type: "PUSH",
  flag: "notifications-push",
  owner: { noun: "ειδοποίηση push", listPath: "/admin/alerts/push-notifications" },
  schema,
  async store(_context, input) {
    return { ...NO_CONTENT, title: input.title, text: input.text, image: input.image ?? null, url: input.url ?? null };
  },
  inbox: (content) => ({ title: content.title, text: content.text ?? "", image: content.image, url: content.url }),
} satisfies ContentRules<typeof schema>;

/**
 * A push notification as the app and the wallet show it. `shop`: who sends it, for the wallet, which
 * serves every shop from one address.
 */
export type PushNotification = {
  title: string;
  body: string;
  data: { url?: string; image?: string };
  shop: { name: string; logo: string | null; walletUrl: string };
};

export function pushNotification(
  env: Pick<Env, "PUBLIC_ORIGIN">,
  campaign: Pick<AlertReview, "title" | "text" | "url" | "image">,
  company: Pick<Company, "name" | "logo" | "slug">,
): PushNotification {
  return {
    title: campaign.title,
    body: campaign.text ?? "",
    data: { ...(campaign.url ? { url: campaign.url } : {}), ...(campaign.image ? { image: campaign.image } : {}) },
    shop: { name: company.name, logo: company.logo, walletUrl: walletUrl(env.PUBLIC_ORIGIN, company.slug) },
  };
}
