// Support for the wallet tests: a customer signed in by the SMS code the development outbox holds.
import { ApiClient } from "../helpers/client.js";
import type { Db } from "../../server/src/db/client.js";
import { walletCodeFor } from "../helpers/outbox.js";

/** A client signed in to the wallet with the phone (E.164). */
export async function walletClient(url: string, db: Db, phone: string): Promise<ApiClient> {
  const client = new ApiClient(url);
  await client.trpc.wallet.requestCode.mutate({ phone });
  await client.trpc.wallet.signIn.mutate({ phone, code: await walletCodeFor(db, phone) });
  return client;
}
