// The providers <Refine> is given, over the admin's one tRPC client: made once per sign-in (AdminApp).
import type { QueryClient } from "@tanstack/react-query";
import { trpc } from "../lib/trpc";
import type { RuledResource } from "../viewer/access";
import { createAccessControlProvider } from "./accessControlProvider";
import { createAuthProvider } from "./authProvider";
import { createDataProvider } from "./dataProvider";

export function createAdminProviders(queryClient: QueryClient, resources: readonly RuledResource[]) {
  return {
    dataProvider: createDataProvider(trpc),
    authProvider: createAuthProvider(queryClient),
    accessControlProvider: createAccessControlProvider(queryClient, resources),
  };
}
