// Which tRPC procedure serves each Refine operation of each resource, and each custom call: a file per
// domain, composed here.
// Typed against AppRouter through the client: a renamed or removed procedure fails the type check here.
// Built over a given client so the mapping can be tested without a server (tests/unit/admin/dataProvider).
import { fromEarly } from "../../viewer/earlyViewer";
import type { KeysetPager } from "../keyset";
import { analyticsCalls } from "./analytics";
import { apiCalls, apiResources } from "./api";
import { callsByPath, type CallList, type Client, type CustomCall, type PathInput, type PathOutput } from "./byPath";
import { campaignCalls, campaignResources } from "./campaigns";
import { counterCalls } from "./counter";
import { customerCalls, customerResources } from "./customers";
import { homeCalls } from "./home";
import { platformCalls, platformResources } from "./platform";
import type { Resource } from "./resource";
import { rewardCalls, rewardResources } from "./rewards";
import { settingsCalls, settingsResources } from "./settings";
import { staffCalls, staffResources } from "./staff";
import { viewerCalls, viewerResources } from "./viewer";

export type { Client, Resource };
export { OWN_COMPANY } from "./viewer";

export function createProcedures(trpc: Client, keyset: KeysetPager) {
  return {
    ...viewerResources(trpc),
    ...customerResources(trpc, keyset),
    ...rewardResources(trpc),
    ...campaignResources(trpc),
    ...staffResources(trpc),
    ...settingsResources(trpc),
    ...apiResources(trpc),
    ...platformResources(trpc),
  };
}

/**
 * The calls that are not CRUD on a resource (counter actions, figures, one resource's actions such as
 * "staff.disable"), each named by its procedure's path. A query is read with useCustom (method "get"),
 * a mutation run with useCustomMutation (method "post"); the hooks in ../customCalls.ts type both ends.
 */
export const CUSTOM_CALLS = {
  ...viewerCalls,
  ...counterCalls,
  ...customerCalls,
  ...rewardCalls,
  ...campaignCalls,
  ...analyticsCalls,
  ...homeCalls,
  ...staffCalls,
  ...settingsCalls,
  ...apiCalls,
  ...platformCalls,
} satisfies CallList;

export function createCustomCalls(trpc: Client): Record<string, CustomCall> {
  return {
    ...callsByPath(trpc, CUSTOM_CALLS),
    // The shop's admin-panel flags, read with the shop: the first answer may be the early one.
    "featureFlags.get": { kind: "query", call: () => fromEarly("flags", () => trpc.featureFlags.get.query()) },
  };
}

type Procedures = ReturnType<typeof createProcedures>;
type ResourceName = keyof Procedures;
/** A row of a resource's list, as its procedure answers it. */
export type ListRecord<Name extends ResourceName> = Procedures[Name] extends { getList: (params: never) => Promise<{ data: (infer Row)[] }> } ? Row : never;
/** One record of a resource, as its procedure answers it. */
export type OneRecord<Name extends ResourceName> = Procedures[Name] extends { getOne: (id: never) => Promise<infer Row> } ? Row : never;
export type CustomName = keyof typeof CUSTOM_CALLS;
export type CustomInput<Name extends CustomName> = PathInput<Name>;
export type CustomOutput<Name extends CustomName> = PathOutput<Name>;
