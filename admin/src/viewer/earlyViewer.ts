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
type Early = { [Key in keyof Answers]?: Promise<Answers[Key]> };

const early: Early = {};

export function fetchViewerEarly(): void {
  const answers = fetch(EARLY_VIEWER_URL, { credentials: "same-origin" })
    .then((response) => (response.ok ? (response.json() as Promise<{ result: { data: unknown } }[]>) : Promise.reject(new Error(String(response.status)))))
    .then(([session, company, flags]) => ({ session: session.result.data, company: company.result.data, flags: flags.result.data }) as Answers);
  early.session = answers.then((all) => all.session);
  early.company = answers.then((all) => all.company);
  early.flags = answers.then((all) => all.flags);
  // Not signed in, no shop, or any failure (the whole batch then answers with an error status): no early
  // answer is kept, the reads ask the server as they would have, and get their errors in the usual form.
  const forget = () => {
    delete early.session;
    delete early.company;
    delete early.flags;
  };
  answers.then((all) => all.session?.user || forget(), forget);
}

/** The early answer for this query, once: later fetches (refetches, the next sign-in) go to the server. */
export function takeEarly<Key extends keyof Early>(key: Key): Early[Key] | undefined {
  const answer = early[key];
  delete early[key];
  return answer;
}
