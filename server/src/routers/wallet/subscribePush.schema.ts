import { z } from "zod";

const key = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, "Μη έγκυρο κλειδί.").max(200);

export const subscribePushSchema = z.object({
  endpoint: z.string().url().max(1000).refine((url) => /^https?:\/\//.test(url), "Μη έγκυρη διεύθυνση."),
  keys: z.object({ p256dh: key, auth: key }),
});
export type SubscribePushInput = z.infer<typeof subscribePushSchema>;
