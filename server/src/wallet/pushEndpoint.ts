// A wallet's push subscription is a URL that anyone with a phone hands us and that every push campaign
// POSTs to, so it must not reach into our own network (SSRF): https:// to public addresses only, checked
// with the webhooks' address guard when it is saved (its name resolved) and again at every delivery (the
// address actually connected to, no redirects: channels/webPush/transport.ts).
// WEB_PUSH_ALLOW_PRIVATE=true lifts the address check and allows http:// on loopback only, where a local
// stand-in push service listens (tests, development); a real push service is always https.
import { TRPCError } from "@trpc/server";
import { isPrivateAddress, literalAddress, resolveHost } from "../webhooks/address.js";

const PUSH_ENDPOINT_MESSAGES = {
  notHttps: "Η συνδρομή ειδοποιήσεων πρέπει να είναι διεύθυνση https://.",
  private: "Η διεύθυνση της συνδρομής οδηγεί σε ιδιωτικό ή τοπικό δίκτυο και δεν επιτρέπεται.",
  notFound: "Η υπηρεσία ειδοποιήσεων του browser δεν βρέθηκε. Δοκιμάστε ξανά σε λίγο.",
} as const;

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** Why the endpoint may not be called, judged without resolving its name; null when it may. */
export function pushEndpointProblem(endpoint: URL, allowPrivate: boolean): string | null {
  const loopbackHttp = endpoint.protocol === "http:" && allowPrivate && LOOPBACK_HOST.test(endpoint.hostname);
  if ((endpoint.protocol !== "https:" && !loopbackHttp) || endpoint.username || endpoint.password) return PUSH_ENDPOINT_MESSAGES.notHttps;
  const literal = literalAddress(endpoint);
  if (!allowPrivate && literal && isPrivateAddress(literal)) return PUSH_ENDPOINT_MESSAGES.private;
  return null;
}

/** At subscribe: refused (BAD_REQUEST) as above, or when its name resolves to a private address. */
export async function checkPushEndpoint(text: string, allowPrivate: boolean): Promise<void> {
  const endpoint = new URL(text);
  const problem = pushEndpointProblem(endpoint, allowPrivate);
  if (problem) throw new TRPCError({ code: "BAD_REQUEST", message: problem });
  if (allowPrivate) return;
  const addresses = await resolveHost(endpoint).catch(() => []);
  if (addresses.length === 0) throw new TRPCError({ code: "BAD_REQUEST", message: PUSH_ENDPOINT_MESSAGES.notFound });
  if (addresses.some(isPrivateAddress)) throw new TRPCError({ code: "BAD_REQUEST", message: PUSH_ENDPOINT_MESSAGES.private });
}
