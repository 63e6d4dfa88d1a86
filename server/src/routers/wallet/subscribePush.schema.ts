import { z } from "zod";

const key = z
  .string()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, "Μη έγκυρο κλειδί.")
  .max(200);

export const subscribePushSchema = z.object({
  // Which addresses are accepted: wallet/pushEndpoint.ts.
  endpoint: z.string().url("Μη έγκυρη διεύθυνση.").max(1000),
  keys: z.object({ p256dh: key, auth: key }),
});
export type SubscribePushInput = z.infer<typeof subscribePushSchema>;
