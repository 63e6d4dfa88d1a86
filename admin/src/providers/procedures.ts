// Which tRPC procedure serves each Refine operation of each resource, and each custom call. Typed
// against AppRouter through the client: a renamed or removed procedure fails the type check here.
// Built over a given client so the mapping can be tested without a server (tests/admin/dataProvider).
import type { BaseKey, BaseRecord, GetListParams } from "@refinedev/core";
import type { TRPCClient } from "@trpc/client";
import type { AppRouter } from "@shared/appRouter.js";
import type { RouterInputs } from "../lib/routerTypes";
import { takeEarly } from "../viewer/earlyViewer";
import type { KeysetPage, KeysetPager } from "./keyset";
import { filterValue, sorter } from "./listParams";

export type Client = TRPCClient<AppRouter>;

export type ResourceProcedures = {
  /** `cursor.next`: the page after this one, for lists read as "more" pages (Refine's useInfiniteList). */
  getList?: (params: GetListParams) => Promise<{ data: BaseRecord[]; total: number; cursor?: { next?: string } }>;
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
type AlertType = RouterInputs["alertReview"]["get"]["type"];

// settings
const SETTINGS_SECTIONS = ["profile", "points", "stamps"] as const;

/** The settings section a record id names. */
function settingsSection(id: BaseKey): (typeof SETTINGS_SECTIONS)[number] {
  const section = SETTINGS_SECTIONS.find((candidate) => candidate === id);
  if (!section) throw new Error("Άγνωστη ενότητα ρυθμίσεων.");
  return section;
}

/** The id the viewer's shop is read by: a user works for one shop, which the server knows from the session. */
export const OWN_COMPANY = "own";

export function createProcedures(trpc: Client, keyset: KeysetPager) {
  /** The history tables share their input: a phone or name search, one customer, a cursor. */
  const historyList =
    <Row extends BaseRecord>(load: (input: RouterInputs["transaction"]["get"]) => Promise<KeysetPage<Row>>) =>
    (params: GetListParams) =>
      keyset(listKey(params), pageOf(params), (cursor) =>
        load({ text: filterValue(params.filters, "text"), customerId: filterValue(params.filters, "customerId"), cursor, limit: limitOf(params) }),
      );
  const couponList =
    <Row extends BaseRecord>(load: (input: RouterInputs["coupon"]["get"]) => Promise<KeysetPage<Row>>) =>
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
    // The viewer's shop (ViewerProvider reads it as OWN_COMPANY; the settings refresh it by resource).
    // The first answer may be the early one (viewer/earlyViewer.ts).
    company: { getOne: () => takeEarly("company") ?? trpc.company.get.query() },
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
        const search = filterValue(filters, "text");
        return wholeList(await trpc.outbox.list.query({ ...(channel ? { channel } : {}), ...(search ? { search } : {}) }));
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
      // customers-history: one customer is read by phone (the show route's :phone, as the counter finds
      // them) and changed by id, one field at a time.
      getOne: (phone) => trpc.company.getCustomer.query({ phone: String(phone) }),
      update: (id, values) =>
        trpc.company.updateCustomerInfo.mutate({ ...(values as Values<RouterInputs["company"]["updateCustomerInfo"]>), id: String(id) }),
    },
    "history-transactions": { getList: historyList((input) => trpc.transaction.get.query(input)) },
    "history-stamps-transactions": { getList: historyList((input) => trpc.transaction.stampsGet.query(input)) },
    "history-coupons": { getList: couponList((input) => trpc.coupon.get.query(input)) },
    "history-stamps-coupons": { getList: couponList((input) => trpc.coupon.stampsGet.query(input)) },
    // customers-history
    // The shop's notes about a customer, by phone.
    "customer-notes": {
      getOne: async (phone) => ({ id: String(phone), ...(await trpc.customOption.getNote.query({ phone: String(phone) })) }),
      update: async (phone, values) => ({ id: String(phone), ...(await trpc.customOption.updateNote.mutate({ phone: String(phone), text: String(values.text ?? "") })) }),
    },
    // The shop's questions about its customers, as the customer panel asks them (the settings edit them
    // as custom-option definitions).
    "customer-options": { getList: async () => wholeList((await trpc.customOption.get.query()).map((option) => ({ id: option.key, ...option }))) },
    // The rewards the customer panel offers, by kind (filter "kind": points, stamps or hidden).
    "reward-offers": {
      getList: async ({ filters }) => {
        const kind = filterValue<"points" | "stamps" | "hidden">(filters, "kind");
        if (kind === "stamps") return wholeList(await trpc.company.getStampRewards.query());
        if (kind === "hidden") return wholeList(await trpc.company.getHiddenRewards.query());
        return wholeList(await trpc.company.getRewards.query());
      },
    },
    // alerts-analytics-rest
    // A shop's campaigns of one type (filter "type"). Saving a rejected or executed one submits it again;
    // cancelling a pending one is its delete (it leaves the lists).
    campaigns: {
      // Without a kind the server refuses the list (its input requires one).
      getList: async ({ filters }) => wholeList(await trpc.alertReview.get.query({ type: filterValue<AlertType>(filters, "type")! })),
      getOne: (id) => trpc.alertReview.getById.query({ id: String(id) }),
      create: (values) => trpc.alertReview.create.mutate(values as RouterInputs["alertReview"]["create"]),
      update: (id, values) => trpc.alertReview.update.mutate({ ...(values as RouterInputs["alertReview"]["create"]), id: String(id) }),
      deleteOne: (id) => trpc.alertReview.cancelSubmission.mutate({ id: String(id) }),
    },
    // The platform's review queue (filter "type": one type, none: all); a decision is an update.
    "campaign-reviews": {
      getList: async ({ filters }) => {
        const type = filterValue<AlertType>(filters, "type");
        return wholeList(await trpc.alertReview.reviewQueue.query(type ? { type } : {}));
      },
      update: (id, values) =>
        values.approve === true
          ? trpc.alertReview.approve.mutate({ id: String(id) })
          : trpc.alertReview.reject.mutate({ id: String(id), message: String(values.message ?? "") }),
    },
    // A launched campaign's recipients ("campaignId", "status") in "more" pages: Refine's useInfiniteList
    // passes the cursor of the next page as its page.
    "campaign-recipients": {
      getList: async ({ filters, pagination }) => {
        const current: unknown = pagination?.current;
        const { recipients } = await trpc.campaign.results.query({
          id: filterValue(filters, "campaignId")!,
          status: filterValue<RouterInputs["campaign"]["results"]["status"]>(filters, "status"),
          cursor: typeof current === "string" ? current : null,
          limit: pagination?.pageSize ?? 50,
        });
        return { data: recipients.body, total: recipients.body.length, cursor: { next: recipients.nextCursor ?? undefined } };
      },
    },
    // Both media libraries: the shop's and the platform's shared one. Adding registers an uploaded file's URL.
    media: {
      getList: async () => wholeList(await trpc.mediaLibrary.get.query()),
      create: (values) => trpc.mediaLibrary.add.mutate(values as RouterInputs["mediaLibrary"]["add"]),
    },
    "platform-media": {
      getList: async () => wholeList(await trpc.mediaLibrary.adminGet.query()),
      create: (values) => trpc.mediaLibrary.adminAdd.mutate(values as RouterInputs["mediaLibrary"]["adminAdd"]),
    },
    // Support threads: the shop's side opens them; the platform's side reads every shop's.
    "support-threads": {
      getList: async () => wholeList(await trpc.messageThread.list.query()),
      getOne: (id) => trpc.messageThread.get.query({ id: String(id) }),
      create: (values) => trpc.messageThread.create.mutate(values as RouterInputs["messageThread"]["create"]),
    },
    "platform-support-threads": {
      getList: async () => wholeList(await trpc.messageThread.adminList.query()),
      getOne: (id) => trpc.messageThread.adminGet.query({ id: String(id) }),
    },
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
    // A message in a thread ({ threadId, text }): the shop's, or the platform's reply.
    "support-messages": { create: (values) => trpc.messageThread.send.mutate(values as RouterInputs["messageThread"]["send"]) },
    "platform-support-messages": { create: (values) => trpc.messageThread.adminReply.mutate(values as RouterInputs["messageThread"]["adminReply"]) },
  } satisfies Record<string, ResourceProcedures>;
}

/**
 * Calls that are not CRUD on a resource (counter actions, figures, one-off reads), by name. A query is
 * read with useCustom (method "get"), a mutation run with useCustomMutation (method "post"); the hooks
 * in ./customCalls.ts type both ends.
 */
export function createCustomCalls(trpc: Client) {
  return {
    // The shop's admin-panel flags, read with the shop; the first answer may be the early one.
    "featureFlags.get": { kind: "query", call: () => takeEarly("flags") ?? trpc.featureFlags.get.query() },
    "transaction.listTags": { kind: "query", call: () => trpc.transaction.listTags.query() },
    "company.getStores": { kind: "query", call: () => trpc.company.getStores.query() },
    // counter-rewards
    "transaction.customerPreview": {
      kind: "query",
      call: (input: RouterInputs["transaction"]["customerPreview"]) => trpc.transaction.customerPreview.query(input),
    },
    "transaction.add": { kind: "mutation", call: (input: RouterInputs["transaction"]["add"]) => trpc.transaction.add.mutate(input) },
    "transaction.addStamp": { kind: "mutation", call: (input: RouterInputs["transaction"]["addStamp"]) => trpc.transaction.addStamp.mutate(input) },
    "coupon.redeem": { kind: "mutation", call: (input: RouterInputs["coupon"]["redeem"]) => trpc.coupon.redeem.mutate(input) },
    // Run once per scanned wallet code, when it is scanned (not a cached read): called like a mutation.
    "company.identifyWalletCustomer": {
      kind: "mutation",
      call: (input: RouterInputs["company"]["identifyWalletCustomer"]) => trpc.company.identifyWalletCustomer.query(input),
    },
    // customers-history
    "transaction.cancel": { kind: "mutation", call: (input: RouterInputs["transaction"]["cancel"]) => trpc.transaction.cancel.mutate(input) },
    "transaction.giftsGet": { kind: "query", call: (input: RouterInputs["transaction"]["giftsGet"]) => trpc.transaction.giftsGet.query(input) },
    "customOption.getFields": { kind: "query", call: (input: RouterInputs["customOption"]["getFields"]) => trpc.customOption.getFields.query(input) },
    "customOption.add": { kind: "mutation", call: (input: RouterInputs["customOption"]["add"]) => trpc.customOption.add.mutate(input) },
    "customOption.delete": { kind: "mutation", call: (input: RouterInputs["customOption"]["delete"]) => trpc.customOption.delete.mutate(input) },
    "coupon.create": { kind: "mutation", call: (input: RouterInputs["coupon"]["create"]) => trpc.coupon.create.mutate(input) },
    "coupon.cancel": { kind: "mutation", call: (input: RouterInputs["coupon"]["cancel"]) => trpc.coupon.cancel.mutate(input) },
    "stats.averageTransactionDiff": {
      kind: "query",
      call: (input: RouterInputs["stats"]["averageTransactionDiff"]) => trpc.stats.averageTransactionDiff.query(input),
    },
    // alerts-analytics-rest
    "campaign.settings": { kind: "query", call: () => trpc.campaign.settings.query() },
    "campaign.smsRecipients": { kind: "query", call: () => trpc.campaign.smsRecipients.query() },
    "campaign.audienceOptions": { kind: "query", call: (input: RouterInputs["campaign"]["audienceOptions"]) => trpc.campaign.audienceOptions.query(input) },
    "campaign.audienceCount": { kind: "query", call: (input: RouterInputs["campaign"]["audienceCount"]) => trpc.campaign.audienceCount.query(input) },
    "campaign.results": { kind: "query", call: (input: RouterInputs["campaign"]["results"]) => trpc.campaign.results.query(input) },
    "campaign.launch": { kind: "mutation", call: (input: RouterInputs["campaign"]["launch"]) => trpc.campaign.launch.mutate(input) },
    "analytics.shopOverview": { kind: "query", call: (input: RouterInputs["analytics"]["shopOverview"]) => trpc.analytics.shopOverview.query(input) },
    "analytics.shopCustomers": { kind: "query", call: (input: RouterInputs["analytics"]["shopCustomers"]) => trpc.analytics.shopCustomers.query(input) },
    "analytics.shopBusiest": { kind: "query", call: (input: RouterInputs["analytics"]["shopBusiest"]) => trpc.analytics.shopBusiest.query(input) },
    "analytics.shopBreakdown": { kind: "query", call: (input: RouterInputs["analytics"]["shopBreakdown"]) => trpc.analytics.shopBreakdown.query(input) },
    "analytics.shopRetention": { kind: "query", call: (input: RouterInputs["analytics"]["shopRetention"]) => trpc.analytics.shopRetention.query(input) },
    "analytics.atRisk": { kind: "query", call: (input: RouterInputs["analytics"]["atRisk"]) => trpc.analytics.atRisk.query(input) },
    "analytics.domain": { kind: "query", call: () => trpc.analytics.domain.query() },
    "auth.changePassword": { kind: "mutation", call: (input: RouterInputs["auth"]["changePassword"]) => trpc.auth.changePassword.mutate(input) },
    "auth.signOutEverywhere": { kind: "mutation", call: () => trpc.auth.signOutEverywhere.mutate() },
    // settings
    "emailList.importCsv": { kind: "mutation", call: (input: RouterInputs["emailList"]["importCsv"]) => trpc.emailList.importCsv.mutate(input) },
    "webhook.rotateSecret": { kind: "mutation", call: (input: RouterInputs["webhook"]["rotateSecret"]) => trpc.webhook.rotateSecret.mutate(input) },
    "webhook.resend": { kind: "mutation", call: (input: RouterInputs["webhook"]["resend"]) => trpc.webhook.resend.mutate(input) },
    // The /auth pages' calls (run without Refine: ./plainCalls.ts).
    "invitation.preview": { kind: "query", call: (input: RouterInputs["invitation"]["preview"]) => trpc.invitation.preview.query(input) },
    "invitation.accept": { kind: "mutation", call: (input: RouterInputs["invitation"]["accept"]) => trpc.invitation.accept.mutate(input) },
    "auth.setPassword": { kind: "mutation", call: (input: RouterInputs["auth"]["setPassword"]) => trpc.auth.setPassword.mutate(input) },
  } satisfies Record<string, CustomCall>;
}

export type CustomCall = { kind: "query" | "mutation"; call: (input: never) => Promise<unknown> };

export type ResourceName = keyof ReturnType<typeof createProcedures>;
type Procedures = ReturnType<typeof createProcedures>;
/** A row of a resource's list, as its procedure answers it. */
export type ListRecord<Name extends ResourceName> = Procedures[Name] extends { getList: (params: never) => Promise<{ data: (infer Row)[] }> } ? Row : never;
/** One record of a resource, as its procedure answers it. */
export type OneRecord<Name extends ResourceName> = Procedures[Name] extends { getOne: (id: never) => Promise<infer Row> } ? Row : never;
export type CustomCalls = ReturnType<typeof createCustomCalls>;
export type CustomName = keyof CustomCalls;
export type CustomInput<Name extends CustomName> = Parameters<CustomCalls[Name]["call"]>[0];
export type CustomOutput<Name extends CustomName> = Awaited<ReturnType<CustomCalls[Name]["call"]>>;
