// The signed-in person's side: their shop (resource "company"), its flags, their password and sessions,
// and the /auth pages' calls (an invitation, a forgotten password, a set-password link), which run without Refine.
import { fromEarly } from "../../viewer/earlyViewer";
import type { CallList, Client } from "./byPath";
import type { Resource } from "./resource";

/** The id the viewer's shop is read by: a user works for one shop, which the server knows from the session. */
export const OWN_COMPANY = "own";

export function viewerResources(trpc: Client) {
  return {
    // The viewer's shop (ViewerProvider reads it as OWN_COMPANY; the settings refresh it by resource).
    // The first answer may be the early one (viewer/earlyViewer.ts).
    company: { getOne: () => fromEarly("company", () => trpc.company.get.query()) },
  } satisfies Record<string, Resource>;
}

export const viewerCalls = {
  // The shop's admin-panel flags, read with the shop; the first answer may be the early one (./index.ts).
  "featureFlags.get": "query",
  "auth.changePassword": "mutation",
  "auth.signOutEverywhere": "mutation",
  // The /auth pages' calls (../plainCalls.ts).
  "invitation.preview": "query",
  "invitation.accept": "mutation",
  "auth.requestPasswordReset": "mutation",
  "auth.setPassword": "mutation",
} satisfies CallList;
