// The providers <Refine> is given, over the admin's one tRPC client, and the store of the viewer that
// ViewerProvider loads and the auth and access-control providers answer from: made once per sign-in
// (AdminApp).
import { trpc } from "../lib/trpc";
import type { RuledResource } from "../viewer/access";
import type { ViewerStore } from "../viewer/viewer";
import { createAccessControlProvider } from "./accessControlProvider";
import { createAuthProvider } from "./authProvider";
import { createDataProvider } from "./dataProvider";

export function createAdminProviders(resources: readonly RuledResource[]) {
  const viewer: ViewerStore = { current: null };
  return {
    viewer,
    providers: {
      dataProvider: createDataProvider(trpc),
      authProvider: createAuthProvider(viewer),
      accessControlProvider: createAccessControlProvider(viewer, resources),
    },
  };
}
