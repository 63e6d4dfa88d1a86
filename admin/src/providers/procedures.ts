// Which tRPC procedure serves each Refine operation of each resource, and each custom call. Typed
// against AppRouter through the client: a renamed or removed procedure fails the type check here.
// Built over a given client so the mapping can be tested without a server (tests/admin/dataProvider).
import type { BaseKey, BaseRecord, GetListParams } from "@refinedev/core";
import type { TRPCClient } from "@trpc/client";
import type { AppRouter } from "@shared/appRouter.js";
import type { RouterInputs } from "../lib/trpc";
import type { KeysetPager } from "./keyset";
import { filterValue, sorter } from "./listParams";

export type Client = TRPCClient<AppRouter>;

export type ResourceProcedures = {
  getList?: (params: GetListParams) => Promise<{ data: BaseRecord[]; total: number }>;
  getOne?: (id: BaseKey) => Promise<BaseRecord>;
  create?: (variables: Record<string, unknown>) => Promise<BaseRecord>;
  update?: (id: BaseKey, variables: Record<string, unknown>) => Promise<BaseRecord>;
  deleteOne?: (id: BaseKey) => Promise<unknown>;
};

/** A procedure that returns the whole list (short lists: tags, staff, rewards). */
function wholeList<T extends BaseRecord>(rows: T[]) {
  return { data: rows, total: rows.length };
}

/** One row of a whole list, for resources whose server has no read-one procedure (the list is short). */
function oneOf<T extends { id: string }>(rows: T[], id: BaseKey, notFound: string): T {
  const row = rows.find((candidate) => candidate.id === String(id));
  if (!row) throw new Error(notFound);
  return row;
}

/** The identity of a keyset list for the pager: everything but the page number. */
function listKey({ resource, filters, sorters, pagination }: GetListParams): string {
  return JSON.stringify([resource, filters ?? [], sorters ?? [], pagination?.pageSize]);
}

const pageOf = (params: GetListParams) => params.pagination?.current ?? 1;
const limitOf = (params: GetListParams) => params.pagination?.pageSize ?? 25;

const REWARD_NOT_FOUND = "Η ανταμοιβή δεν βρέθηκε.";
const CUSTOMER_SORTS = ["lastVisitAt", "points", "stamps", "createdAt", "phone", "name"] as const;

type Values<Input> = Omit<Input, "id">;

// settings
const SETTINGS_SECTIONS = ["profile", "points", "stamps"] as const;

/** The settings section a record id names. */
function settingsSection(id: BaseKey): (typeof SETTINGS_SECTIONS)[number] {
  const section = SETTINGS_SECTIONS.find((candidate) => candidate === id);
  if (!section) throw new Error("Άγνωστη ενότητα ρυθμίσεων.");
  return section;
}

export function createProcedures(trpc: Client, keyset: KeysetPager) {
  /** The history tables share their input: a phone or name search, one customer, a cursor. */
  const historyList =
    (load: (input: RouterInputs["transaction"]["get"]) => Promise<{ count: number; body: BaseRecord[]; nextCursor: string | null }>) =>
    (params: GetListParams) =>
      keyset(listKey(params), pageOf(params), (cursor) =>
        load({ text: filterValue(params.filters, "text"), customerId: filterValue(params.filters, "customerId"), cursor, limit: limitOf(params) }),
      );
  const couponList =
    (load: (input: RouterInputs["coupon"]["get"]) => Promise<{ count: number; body: BaseRecord[]; nextCursor: string | null }>) =>
    (params: GetListParams) =>
      keyset(listKey(params), pageOf(params), (cursor) =>
        load({
          text: filterValue(params.filters, "text"),
          customerId: filterValue(params.filters, "customerId"),
          unusedOnly: filterValue<boolean>(params.filters, "unusedOnly"),
          cursor,
          limit: limitOf(params),
        }),
      );

  return {
    tags: {
      getList: async () => wholeList(await trpc.tag.list.query()),
      getOne: async (id) => oneOf(await trpc.tag.list.query(), id, "Η ετικέτα δεν βρέθηκε."),
      create: (values) => trpc.tag.create.mutate(values as RouterInputs["tag"]["create"]),
      update: (id, values) => trpc.tag.update.mutate({ ...(values as Values<RouterInputs["tag"]["update"]>), id: String(id) }),
      deleteOne: (id) => trpc.tag.remove.mutate({ id: String(id) }),
    },
    staff: {
      getList: async () => wholeList(await trpc.staff.list.query()),
      // The owner's changes to a staff member: what they may use (an update with only `access`), or
      // disable or enable their access.
      update: (id, values) =>
        "access" in values
          ? trpc.staff.setAccess.mutate({ id: String(id), access: values.access as RouterInputs["staff"]["setAccess"]["access"] })
          : values.disabled
            ? trpc.staff.disable.mutate({ id: String(id) })
            : trpc.staff.enable.mutate({ id: String(id) }),
    },
    // Invitations not yet accepted: invite, resend (a new link) and cancel.
    "staff-invitations": {
      getList: async () => wholeList(await trpc.staff.invitations.query()),
      create: (values) => trpc.staff.invite.mutate(values as RouterInputs["staff"]["invite"]),
      update: (id) => trpc.staff.resendInvitation.mutate({ id: String(id) }),
      deleteOne: (id) => trpc.staff.cancelInvitation.mutate({ id: String(id) }),
    },
    outbox: {
      getList: async ({ filters }) => {
        const channel = filterValue<Exclude<RouterInputs["outbox"]["list"], void | undefined>["channel"]>(filters, "channel");
        return wholeList(await trpc.outbox.list.query(channel ? { channel } : undefined));
      },
    },
    // Rewards are deactivated, never deleted: an update with only `active` is that switch.
    rewards: {
      getList: async () => wholeList(await trpc.reward.list.query()),
      getOne: async (id) => oneOf(await trpc.reward.list.query(), id, REWARD_NOT_FOUND),
      create: (values) => trpc.reward.create.mutate(values as RouterInputs["reward"]["create"]),
      update: (id, values) =>
        "active" in values
          ? trpc.reward.setActive.mutate({ id: String(id), active: values.active === true })
          : trpc.reward.update.mutate({ ...(values as RouterInputs["reward"]["create"]), id: String(id) }),
    },
    "stamp-rewards": {
      getList: async () => wholeList(await trpc.stampReward.list.query()),
      getOne: async (id) => oneOf(await trpc.stampReward.list.query(), id, REWARD_NOT_FOUND),
      create: (values) => trpc.stampReward.create.mutate(values as RouterInputs["stampReward"]["create"]),
      update: (id, values) =>
        "active" in values
          ? trpc.stampReward.setActive.mutate({ id: String(id), active: values.active === true })
          : trpc.stampReward.update.mutate({ ...(values as RouterInputs["stampReward"]["create"]), id: String(id) }),
    },
    // Keyset lists: Refine's page, filters ("text", "customerId") and sorter become the cursor and input.
    customers: {
      getList: (params) =>
        keyset(listKey(params), pageOf(params), (cursor) =>
          trpc.company.getCustomers.query({
            text: filterValue(params.filters, "text"),
            ...sorter(params.sorters, CUSTOMER_SORTS),
            cursor,
            limit: limitOf(params),
          }),
        ),
    },
    "history-transactions": { getList: historyList((input) => trpc.transaction.get.query(input)) },
    "history-stamps-transactions": { getList: historyList((input) => trpc.transaction.stampsGet.query(input)) },
    "history-coupons": { getList: couponList((input) => trpc.coupon.get.query(input)) },
    "history-stamps-coupons": { getList: couponList((input) => trpc.coupon.stampsGet.query(input)) },
    // settings
    // The shop's settings are one record per section ("profile", "points", "stamps"), each saved by its own procedure.
    settings: {
      getOne: async (id) => (await trpc.settings.get.query())[settingsSection(id)],
      update: (id, values) => {
        const section = settingsSection(id);
        if (section === "profile") return trpc.settings.updateProfile.mutate(values as RouterInputs["settings"]["updateProfile"]);
        if (section === "points") return trpc.settings.updatePoints.mutate(values as RouterInputs["settings"]["updatePoints"]);
        return trpc.settings.updateStamps.mutate(values as RouterInputs["settings"]["updateStamps"]);
      },
    },
    stores: {
      getList: async () => wholeList(await trpc.store.list.query()),
      create: (values) => trpc.store.create.mutate(values as RouterInputs["store"]["create"]),
      update: (id, values) => trpc.store.update.mutate({ ...(values as Values<RouterInputs["store"]["update"]>), id: String(id) }),
      deleteOne: (id) => trpc.store.delete.mutate({ id: String(id) }),
    },
    // A store's locations are listed inside its row of "stores"; a new one names its store (`storeId`).
    "store-locations": {
      create: (values) => trpc.store.addLocation.mutate(values as RouterInputs["store"]["addLocation"]),
      update: (id, values) => trpc.store.updateLocation.mutate({ ...(values as Values<RouterInputs["store"]["updateLocation"]>), id: String(id) }),
      deleteOne: (id) => trpc.store.deleteLocation.mutate({ id: String(id) }),
    },
    /** The networks the platform offers (read-only for a shop). */
    "social-networks": { getList: async () => wholeList(await trpc.socialMedia.catalogue.query()) },
    // The shop's link to a network, by the network's id: an update sets its address, a delete removes it.
    "social-links": {
      getList: async () => wholeList(await trpc.socialMedia.list.query()),
      update: (id, values) => trpc.socialMedia.set.mutate({ socialMediaId: String(id), url: String(values.url) }),
      deleteOne: (id) => trpc.socialMedia.remove.mutate({ socialMediaId: String(id) }),
    },
    // Definitions are named by their key, which is also their id.
    "custom-option-definitions": {
      getList: async () => wholeList(await trpc.customOptionDefinition.list.query()),
      create: (values) => trpc.customOptionDefinition.create.mutate(values as RouterInputs["customOptionDefinition"]["create"]),
      update: (id, values) =>
        trpc.customOptionDefinition.update.mutate({ ...(values as Omit<RouterInputs["customOptionDefinition"]["update"], "key">), key: String(id) }),
      deleteOne: (id) => trpc.customOptionDefinition.delete.mutate({ key: String(id) }),
    },
    "email-templates": {
      getList: async () => wholeList(await trpc.emailTemplate.list.query()),
      create: (values) => trpc.emailTemplate.create.mutate(values as RouterInputs["emailTemplate"]["create"]),
      update: (id, values) => trpc.emailTemplate.update.mutate({ ...(values as Values<RouterInputs["emailTemplate"]["update"]>), id: String(id) }),
      deleteOne: (id) => trpc.emailTemplate.delete.mutate({ id: String(id) }),
    },
    // A list's addresses come with getOne only; they are added by the custom call "emailList.importCsv".
    "email-lists": {
      getList: async () => wholeList(await trpc.emailList.list.query()),
      getOne: (id) => trpc.emailList.get.query({ id: String(id) }),
      create: (values) => trpc.emailList.create.mutate(values as RouterInputs["emailList"]["create"]),
      update: (id, values) => trpc.emailList.update.mutate({ ...(values as Values<RouterInputs["emailList"]["update"]>), id: String(id) }),
      deleteOne: (id) => trpc.emailList.delete.mutate({ id: String(id) }),
    },
    // A key's only change is its revocation (it stays listed as revoked): any update revokes it.
    "api-keys": {
      getList: async () => wholeList(await trpc.apiKey.list.query()),
      create: (values) => trpc.apiKey.create.mutate(values as RouterInputs["apiKey"]["create"]),
      update: (id) => trpc.apiKey.revoke.mutate({ id: String(id) }),
    },
    webhooks: {
      getList: async () => wholeList(await trpc.webhook.list.query()),
      create: (values) => trpc.webhook.create.mutate(values as RouterInputs["webhook"]["create"]),
      update: (id, values) => trpc.webhook.update.mutate({ ...(values as Values<RouterInputs["webhook"]["update"]>), id: String(id) }),
      deleteOne: (id) => trpc.webhook.delete.mutate({ id: String(id) }),
    },
    /** One endpoint's deliveries: the filter "endpointId" is required. */
    "webhook-deliveries": {
      getList: async ({ filters }) => wholeList(await trpc.webhook.deliveries.query({ endpointId: filterValue(filters, "endpointId") ?? "" })),
    },
  } satisfies Record<string, ResourceProcedures>;
}

/**
 * Calls that are not CRUD on a resource (counter actions, figures, one-off reads), by name. A query is
 * read with useCustom (method "get"), a mutation run with useCustomMutation (method "post"); the hooks
 * in ./customCalls.ts type both ends.
 */
export function createCustomCalls(trpc: Client) {
  return {
    "transaction.listTags": { kind: "query", call: () => trpc.transaction.listTags.query() },
    "company.getStores": { kind: "query", call: () => trpc.company.getStores.query() },
    // settings
    "emailList.importCsv": { kind: "mutation", call: (input: RouterInputs["emailList"]["importCsv"]) => trpc.emailList.importCsv.mutate(input) },
    "webhook.rotateSecret": { kind: "mutation", call: (input: RouterInputs["webhook"]["rotateSecret"]) => trpc.webhook.rotateSecret.mutate(input) },
    "webhook.resend": { kind: "mutation", call: (input: RouterInputs["webhook"]["resend"]) => trpc.webhook.resend.mutate(input) },
  } satisfies Record<string, CustomCall>;
}

export type CustomCall = { kind: "query" | "mutation"; call: (input: never) => Promise<unknown> };

export type ResourceName = keyof ReturnType<typeof createProcedures>;
export type CustomCalls = ReturnType<typeof createCustomCalls>;
export type CustomName = keyof CustomCalls;
export type CustomInput<Name extends CustomName> = Parameters<CustomCalls[Name]["call"]>[0];
export type CustomOutput<Name extends CustomName> = Awaited<ReturnType<CustomCalls[Name]["call"]>>;
