// Support for the wallet tests: signing a customer in by the SMS code the development outbox holds.
import { ApiClient } from "../helpers/client.js";
import type { Db } from "../../server/src/db/client.js";

/** The code of the latest sign-in SMS the development outbox holds for the phone. */
export async function codeFromOutbox(db: Db, phone: string): Promise<string> {
  const sms = await db.outboxMessage.findFirstOrThrow({ where: { channel: "SMS", to: phone, text: { contains: "πορτοφόλι" } }, orderBy: { createdAt: "desc" } });
  return /\b(\d{6})\b/.exec(sms.text)![1]!;
}

/** A client signed in to the wallet with the phone (E.164). */
export async function walletClient(url: string, db: Db, phone: string): Promise<ApiClient> {
  const client = new ApiClient(url);
  await client.trpc.wallet.requestCode.mutate({ phone });
  await client.trpc.wallet.signIn.mutate({ phone, code: await codeFromOutbox(db, phone) });
  return client;
}
