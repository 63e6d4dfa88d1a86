import type { Db } from "../../db/client.js";
import type { Env } from "../../env.js";
import { createEmailTransport } from "./email.js";
import { createPushTransport } from "./push.js";
import { createSmsTransport } from "./sms.js";
import type { Transports } from "./types.js";

export function createTransports(env: Env, db: Db): Transports {
  return { EMAIL: createEmailTransport(env, db), SMS: createSmsTransport(env, db), PUSH: createPushTransport(env, db) };
}

export { PermanentFailure } from "./types.js";
export type { EmailMessage, PushMessage, SmsMessage, Transports } from "./types.js";
