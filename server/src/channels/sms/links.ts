// The links of a marketing SMS, written without a scheme (phones link a bare host name) since every
// character counts: the host of the SMS links, and the opt-out link /u/<code> with its example length.
import type { Env } from "../../env.js";
import { OPT_OUT_CODE_LENGTH } from "./optOutCode.js";

/** The host of the links in SMS, without a scheme (phones link a bare host name): SMS_LINK_HOST, else the public origin's host. */
export function smsLinkHost(env: Pick<Env, "SMS_LINK_HOST" | "PUBLIC_ORIGIN">): string {
  return env.SMS_LINK_HOST ?? new URL(env.PUBLIC_ORIGIN).host;
}

/** The opt-out link of SMS: the SMS link host, then /u/<code> (optOutCode.ts), e.g. "loyalty.gr/u/Ab3dE6gH9k". */
export function smsOptOutLink(env: Pick<Env, "SMS_LINK_HOST" | "PUBLIC_ORIGIN">, code: string): string {
  return `${smsLinkHost(env)}/u/${code}`;
}

/** An SMS opt-out link exactly as long as every real one (codes have one length), for counting parts. */
export function exampleSmsOptOutLink(env: Pick<Env, "SMS_LINK_HOST" | "PUBLIC_ORIGIN">): string {
  return smsOptOutLink(env, "x".repeat(OPT_OUT_CODE_LENGTH));
}
