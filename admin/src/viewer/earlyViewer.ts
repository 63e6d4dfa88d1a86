// On a slow network every round trip costs over half a second. An admin address opened directly asks
// for the viewer (user, shop, flags: one batched tRPC request) as the first thing the entry does, ahead
// of the admin's code, which queues behind it; the viewer's reads (the auth provider's identity, the data
// provider's shop and flags) take these first answers once, and ask the server afterwards. The server's
// HTML preloads the same URL for a signed-in visitor (server/src/frontEnds/adminHtml.ts). A plain fetch:
// the tRPC client is one of the chunks still downloading.
import { EARLY_VIEWER_URL } from "@shared/earlyViewer.js";
import type { RouterOutputs } from "../lib/routerTypes";

type Answers = {
  session: RouterOutputs["auth"]["getSession"];
  company: RouterOutputs["company"]["get"];
  flags: RouterOutputs["featureFlags"]["get"];
};

/** An early read that did not answer (signed out, no shop, a failure): its reader asks the server itself. */
const ASK_SERVER = Symbol("ask the server");
type Early = { [Key in keyof Answers]?: Promise<Answers[Key] | typeof ASK_SERVER> };
type BatchItem = { result?: { data: unknown } };

const early: Early = {};

export function fetchViewerEarly(): void {
  // Each call of the batch answers on its own: signed out, the session is null while the shop and the
  // flags are errors (and the whole batch has an error status). Never a rejection: a failed call or a
  // failed request leaves its reader to ask the server, which gives the error in the usual form.
  const items = fetch(EARLY_VIEWER_URL, { credentials: "same-origin" })
    .then((response) => response.json() as Promise<unknown>)
    .then(
      (body) => (Array.isArray(body) ? (body as BatchItem[]) : []),
      () => [] as BatchItem[],
    );
  const answer = <Value>(index: number): Promise<Value | typeof ASK_SERVER> =>
    items.then((list) => (list[index]?.result ? (list[index].result.data as Value) : ASK_SERVER));
  early.session = answer<Answers["session"]>(0);
  early.company = answer<Answers["company"]>(1);
  early.flags = answer<Answers["flags"]>(2);
  // Not signed in: the answers not yet taken are dropped, so that the reads after a sign-in in this tab
  // ask the server rather than take the signed-out answers.
  items.then((list) => {
    const session = list[0]?.result?.data as Answers["session"] | undefined;
    if (session?.user) return;
    delete early.session;
    delete early.company;
    delete early.flags;
  });
}

/** The early answer for this read, once; otherwise (and for every later read) `ask`'s, from the server. */
export async function fromEarly<Key extends keyof Answers>(key: Key, ask: () => Promise<Answers[Key]>): Promise<Answers[Key]> {
  const answer = early[key];
  delete early[key];
  const value = answer ? await answer : ASK_SERVER;
  return value === ASK_SERVER ? ask() : (value as Answers[Key]);
}
