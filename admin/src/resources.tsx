// Every admin route, once: each resource in sidebar order with its routes (list, create, edit, show),
// each route's own page, and the access rules (viewer/access.ts) the sidebar, the home page and the
// access-control provider apply; then the pages every signed-in user has (home, account). Refine, the
// routes (routes.tsx) and the accessibility audit read it. Only AdminApp and routes.tsx import it: pages
// read the resources from Refine (useResource, useNavigation for links) and ask access with
// useCan/CanAccess, so no page imports this file, which imports every page.
import {
  AuditOutlined,
  BarChartOutlined,
  CustomerServiceOutlined,
  GiftOutlined,
  HistoryOutlined,
  InboxOutlined,
  MessageOutlined,
  NotificationOutlined,
  PictureOutlined,
  SettingOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from "./components/plain/icons";
import type { ResourceProps } from "@refinedev/core";
import { earlyPages } from "./earlyPages";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { RuledResource } from "./viewer/access";

/** The routes a resource can have, named as Refine names their actions. */
type RouteAction = "list" | "create" | "edit" | "show";

export type AdminResource = RuledResource & {
  /** The list route: the sidebar link. A resource without one shows its list inside another page. */
  list?: string;
  create?: string;
  edit?: string;
  show?: string;
  /** The page of each of the routes above. */
  pages?: Partial<Record<RouteAction, LazyPage>>;
};

/** A route's page, loaded on first render, or earlier with `preload()` (started as the admin opens). */
type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

type PageModule = { default: ComponentType };

/** The page inside antd's configuration (AntdScope), loaded together with it. */
function inAntdScope(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return async () => {
    const [{ default: Page }, { default: AntdScope }] = await Promise.all([load(), import("./AntdScope")]);
    return {
      default: function PageInAntdScope() {
        return (
          <AntdScope>
            <Page />
          </AntdScope>
        );
      },
    };
  };
}

/** `plain`: the page uses no antd (the counter, the home page), so it loads without it. */
function lazyPage(load: () => Promise<PageModule>, { plain = false } = {}): LazyPage {
  let loading: Promise<PageModule> | undefined;
  const once = () => (loading ??= (plain ? load : inAntdScope(load))());
  return Object.assign(lazy(once), { preload: once });
}

/** A campaign channel's list, new and edit pages: one module each for every channel, which reads its channel from its route resource. */
const campaignChannelPages = () => ({
  list: lazyPage(() => import("./pages/campaigns/list")),
  create: lazyPage(() => import("./pages/campaigns/create")),
  edit: lazyPage(() => import("./pages/campaigns/edit")),
});

export const resources: AdminResource[] = [
  {
    name: "points",
    list: "/admin/points",
    meta: { label: "Πόντοι", icon: <GiftOutlined />, flag: "add-points", description: "Προσθήκη πόντων και στάμπας σε πελάτες." },
    pages: { list: lazyPage(() => import("./pages/points"), { plain: true }) },
  },
  {
    name: "points-add",
    list: "/admin/points/add",
    meta: { label: "Προσθήκη πόντων", flag: "add-points-normal", parent: "points" },
    pages: { list: lazyPage(earlyPages["/admin/points/add"], { plain: true }) },
  },
  {
    name: "points-stamps",
    list: "/admin/points/stamps",
    meta: { label: "Προσθήκη στάμπας", flag: "add-points-stamps", parent: "points" },
    pages: { list: lazyPage(earlyPages["/admin/points/stamps"], { plain: true }) },
  },
  {
    name: "coupons",
    list: "/admin/coupons",
    meta: { label: "Κουπόνια", icon: <TagsOutlined />, flag: "redeem", description: "Εξαργύρωση κουπονιών με τον κωδικό τους." },
    pages: { list: lazyPage(earlyPages["/admin/coupons"], { plain: true }) },
  },
  {
    name: "history",
    list: "/admin/history",
    meta: {
      label: "Ιστορικό",
      icon: <HistoryOutlined />,
      flag: "transactions",
      permission: "customers",
      description: "Οι συναλλαγές και τα κουπόνια του καταστήματος.",
    },
    pages: { list: lazyPage(() => import("./pages/history")) },
  },
  {
    name: "history-transactions",
    list: "/admin/history/transactions",
    meta: { label: "Συναλλαγές", flag: "transactions-transactions", parent: "history" },
    pages: { list: lazyPage(() => import("./pages/history/transactions")) },
  },
  {
    name: "history-stamps-transactions",
    list: "/admin/history/stamps-transactions",
    meta: { label: "Συναλλαγές στάμπας", flag: "transactions-stamps-transactions", parent: "history" },
    pages: { list: lazyPage(() => import("./pages/history/stamps-transactions")) },
  },
  {
    name: "history-coupons",
    list: "/admin/history/coupons",
    meta: { label: "Κουπόνια", flag: "transactions-coupons", parent: "history" },
    pages: { list: lazyPage(() => import("./pages/history/coupons")) },
  },
  {
    name: "history-stamps-coupons",
    list: "/admin/history/stamps-coupons",
    meta: { label: "Κουπόνια στάμπας", flag: "transactions-stamps-coupons", parent: "history" },
    pages: { list: lazyPage(() => import("./pages/history/stamps-coupons")) },
  },
  {
    name: "customers",
    list: "/admin/customers",
    // The panel's own address: the list with that customer's panel open over it.
    show: "/admin/customers/show/:id",
    meta: {
      label: "Πελάτες",
      icon: <UserOutlined />,
      flag: "customers",
      permission: "customers",
      description: "Τα στοιχεία, οι πόντοι και οι σημειώσεις των πελατών.",
    },
    pages: {
      list: lazyPage(() => import("./pages/customers/list")),
      show: lazyPage(() => import("./pages/customers/show")),
    },
  },
  // Campaigns: their page (/admin/alerts), each channel's list, new and edit routes over the data resource
  // "campaigns" (channels/registry.ts maps each route resource to its channel), and one campaign's
  // launchpad and results. Campaigns are the owner's: the server refuses them to employees.
  {
    name: "campaigns",
    list: "/admin/alerts",
    meta: {
      label: "Ειδοποιήσεις",
      icon: <NotificationOutlined />,
      flag: "notifications",
      access: "owner",
      description: "Καμπάνιες push, SMS και e-mail προς τους πελάτες. Κάθε μήνυμα ελέγχεται πριν σταλεί.",
    },
    pages: { list: lazyPage(() => import("./pages/campaigns")) },
  },
  {
    name: "campaigns-push",
    list: "/admin/alerts/push-notifications",
    create: "/admin/alerts/push-notifications/new",
    edit: "/admin/alerts/push-notifications/edit/:id",
    meta: { label: "Ειδοποιήσεις push", flag: "notifications-push", parent: "campaigns" },
    pages: campaignChannelPages(),
  },
  {
    name: "campaigns-sms",
    list: "/admin/alerts/sms",
    create: "/admin/alerts/sms/new",
    edit: "/admin/alerts/sms/edit/:id",
    meta: { label: "SMS", flag: "notifications-sms", parent: "campaigns" },
    pages: campaignChannelPages(),
  },
  {
    name: "campaigns-email",
    list: "/admin/alerts/email",
    create: "/admin/alerts/email/new",
    edit: "/admin/alerts/email/edit/:id",
    meta: { label: "E-mail", flag: "notifications-email", parent: "campaigns" },
    pages: campaignChannelPages(),
  },
  {
    name: "campaign-launchpad",
    show: "/admin/alerts/launchpad/:id",
    meta: { label: "Αποστολή", parent: "campaigns", hide: true },
    pages: { show: lazyPage(() => import("./pages/campaigns/launchpad")) },
  },
  {
    name: "campaign-results",
    show: "/admin/alerts/results/:id",
    meta: { label: "Αποτελέσματα", parent: "campaigns", hide: true },
    pages: { show: lazyPage(() => import("./pages/campaigns/results")) },
  },
  {
    name: "analytics",
    list: "/admin/analytics",
    meta: {
      label: "Στατιστικά",
      icon: <BarChartOutlined />,
      flag: "analytics",
      access: "owner",
      description: "Επισκέψεις και πωλήσεις του καταστήματος και του κλάδου σας.",
    },
    pages: { list: lazyPage(() => import("./pages/analytics")) },
  },
  {
    name: "analytics-shop",
    list: "/admin/analytics/my-shop",
    meta: { label: "Το κατάστημά μου", flag: "analytics-shop", parent: "analytics", access: "owner" },
    pages: { list: lazyPage(() => import("./pages/analytics/my-shop"), { plain: true }) },
  },
  {
    name: "analytics-domain",
    list: "/admin/analytics/my-domain",
    meta: { label: "Ο κλάδος μου", flag: "analytics-domain", parent: "analytics", access: "owner" },
    pages: { list: lazyPage(() => import("./pages/analytics/my-domain")) },
  },
  {
    name: "staff",
    list: "/admin/staff",
    meta: { label: "Προσωπικό", icon: <TeamOutlined />, access: "owner", description: "Προσκαλέστε υπαλλήλους και διαχειριστείτε την πρόσβασή τους." },
    pages: { list: lazyPage(() => import("./pages/staff/list")) },
  },
  {
    name: "outbox",
    list: "/admin/platform/outbox",
    meta: {
      label: "Εξερχόμενα μηνύματα",
      icon: <InboxOutlined />,
      access: "platformAdmin",
      description: "Τα e-mail της πλατφόρμας που κρατήθηκαν αντί να σταλούν.",
    },
    pages: { list: lazyPage(() => import("./pages/platform/outbox/list")) },
  },
  {
    name: "reviews",
    list: "/admin/platform/reviews",
    meta: {
      label: "Έλεγχος μηνυμάτων",
      icon: <AuditOutlined />,
      access: "platformAdmin",
      description: "Οι καμπάνιες των καταστημάτων που περιμένουν έγκριση.",
    },
    pages: { list: lazyPage(() => import("./pages/platform/reviews/list")) },
  },
  {
    name: "platform-messages",
    list: "/admin/platform/messages",
    meta: {
      label: "Μηνύματα καταστημάτων",
      icon: <MessageOutlined />,
      access: "platformAdmin",
      description: "Οι συζητήσεις των καταστημάτων με την υποστήριξη.",
    },
    pages: { list: lazyPage(() => import("./pages/platform/messages")) },
  },
  {
    name: "platform-media",
    list: "/admin/platform/media",
    meta: {
      label: "Κοινόχρηστη βιβλιοθήκη",
      icon: <PictureOutlined />,
      access: "platformAdmin",
      description: "Εικόνες που μπορούν να χρησιμοποιήσουν όλα τα καταστήματα.",
    },
    pages: { list: lazyPage(() => import("./pages/platform/media")) },
  },
  // Rewards sit at the foot of the sidebar with the settings they belong to (owners only).
  {
    name: "rewards",
    list: "/admin/rewards",
    create: "/admin/rewards/create",
    edit: "/admin/rewards/edit/:id",
    meta: {
      label: "Ανταμοιβές πόντων",
      icon: <StarOutlined />,
      access: "owner",
      placement: "bottom",
      description: "Οι ανταμοιβές που ανταλλάσσονται με πόντους και τα κρυφά δώρα.",
    },
    pages: {
      list: lazyPage(() => import("./pages/rewards/list")),
      create: lazyPage(() => import("./pages/rewards/create")),
      edit: lazyPage(() => import("./pages/rewards/edit")),
    },
  },
  {
    name: "stamp-rewards",
    list: "/admin/stamp-rewards",
    create: "/admin/stamp-rewards/create",
    edit: "/admin/stamp-rewards/edit/:id",
    meta: {
      label: "Ανταμοιβές στάμπας",
      icon: <TrophyOutlined />,
      access: "owner",
      placement: "bottom",
      description: "Οι ανταμοιβές για όσους συμπληρώνουν στάμπες.",
    },
    pages: {
      list: lazyPage(() => import("./pages/stamp-rewards/list")),
      create: lazyPage(() => import("./pages/stamp-rewards/create")),
      edit: lazyPage(() => import("./pages/stamp-rewards/edit")),
    },
  },
  {
    name: "contact",
    list: "/admin/contact",
    meta: { label: "Επικοινωνία", icon: <CustomerServiceOutlined />, placement: "bottom", description: "Επικοινωνήστε με την ομάδα υποστήριξης." },
    pages: { list: lazyPage(() => import("./pages/contact")) },
  },
  {
    name: "settings",
    list: "/admin/settings",
    meta: {
      label: "Ρυθμίσεις",
      icon: <SettingOutlined />,
      access: "owner",
      placement: "bottom",
      description: "Τα στοιχεία και οι ρυθμίσεις του καταστήματος.",
    },
    pages: { list: lazyPage(() => import("./pages/settings")) },
  },
  // Shown inside the settings (its tab), with its create and edit forms in modals: no routes of its own.
  {
    name: "tags",
    meta: { label: "Ετικέτες συναλλαγών", parent: "settings", access: "owner", hide: true },
  },
  // settings: the other lists shown in the settings' tabs (pages/<resource>/list.tsx), like tags. Declared
  // so that their buttons (create, edit, delete) ask the access-control provider about them.
  { name: "stores", meta: { label: "Καταστήματα", parent: "settings", access: "owner", hide: true } },
  { name: "store-locations", meta: { label: "Τοποθεσίες καταστημάτων", parent: "stores", access: "owner", hide: true } },
  { name: "social-links", meta: { label: "Κοινωνικά δίκτυα", parent: "settings", access: "owner", hide: true } },
  { name: "custom-option-definitions", meta: { label: "Προσαρμοσμένα πεδία", parent: "settings", access: "owner", hide: true } },
  { name: "email-templates", meta: { label: "Πρότυπα e-mail", parent: "settings", access: "owner", hide: true } },
  { name: "email-lists", meta: { label: "Λίστες e-mail", parent: "settings", access: "owner", hide: true } },
  { name: "api-keys", meta: { label: "Κλειδιά API", parent: "settings", access: "owner", hide: true } },
  { name: "webhooks", meta: { label: "Webhooks", parent: "settings", access: "owner", hide: true } },
];

/** An address and its page. */
export type PageRoute = { path: string; page: LazyPage };

/**
 * The pages every signed-in user has besides the resources'. No resource's access rule applies to them
 * (routes.tsx): the account is everyone's, and home is a shop's people's and the platform admins'.
 */
export const accountPages = {
  home: { path: "/admin", page: lazyPage(earlyPages["/admin"], { plain: true }) },
  account: { path: "/admin/account", page: lazyPage(() => import("./pages/account")) },
} satisfies Record<string, PageRoute>;

/** The same list as Refine reads it (routes, parents, labels, icons, access rules). */
export const refineResources: ResourceProps[] = resources.map(({ name, list, create, edit, show, meta }) => ({ name, list, create, edit, show, meta }));

/** A resource's route: its page, and the action CanAccess asks about for it (routes.tsx). */
export type ResourceRoute = PageRoute & { resource: AdminResource; action: RouteAction };

const ACTIONS: RouteAction[] = ["list", "create", "edit", "show"];

/** Every route of a resource that has a page, list first. */
export function routesOf(resource: AdminResource): ResourceRoute[] {
  const routes: ResourceRoute[] = [];
  for (const action of ACTIONS) {
    const path = resource[action];
    const page = resource.pages?.[action];
    if (path && page) routes.push({ path, page, resource, action });
  }
  return routes;
}

/** A resource's list route, by the resource's name. */
export function listRoute(name: string): string {
  const path = resources.find((resource) => resource.name === name)?.list;
  if (!path) throw new Error(`No list route for the resource ${name}`);
  return path;
}

/** Whether `pathname` is this route (its `:parameters` stand for one path segment each). */
function matchesRoute(route: string, pathname: string): boolean {
  return new RegExp(`^${route.replace(/:[^/]+/g, "[^/]+")}$`).test(pathname);
}

/**
 * Starts downloading the page of this address at once, in parallel with the session and shop checks
 * that come before it is shown: on a slow network that saves the round trips they take.
 */
export function preloadPageFor(pathname: string): void {
  const routes: PageRoute[] = [...Object.values(accountPages), ...resources.flatMap(routesOf)];
  const route = routes.find((candidate) => matchesRoute(candidate.path, pathname));
  void route?.page.preload().catch(() => undefined); // a failed preload is retried when the page renders
}
