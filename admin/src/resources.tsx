// Every admin resource, in sidebar order (SPEC section 2): its routes (list, create, edit, show), its
// access rules (viewer/access.ts) and its page. The one list: Refine, the routes, the sidebar and the
// accessibility audit read it. Only AdminApp and routes.tsx import it; pages read the resources from
// Refine (useResource) and ask access with useCan/CanAccess, so no page imports this file back.
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

export type AdminResource = RuledResource & {
  /** The list route: the sidebar link. A resource without one shows its list inside another page. */
  list?: string;
  create?: string;
  edit?: string;
  show?: string;
  /** Other routes inside the resource, reached from its pages (e.g. a campaign's launchpad). */
  routes?: string[];
  /** The page of all the resource's routes (it tells them apart by the address). */
  page?: LazyPage;
  /** A page per route instead: the list, create, edit and show routes' own. */
  pages?: Partial<Record<RouteAction, LazyPage>>;
};

type RouteAction = "list" | "create" | "edit" | "show";

/** A route's page, loaded on first render, or earlier with `preload()` (started as the admin opens). */
type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

type PageModule = { default: ComponentType };

/** The page inside antd's configuration (AntdScope), loaded together with it. */
export function inAntdScope(load: () => Promise<PageModule>): () => Promise<PageModule> {
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

/** Every campaign channel's list, new and edit pages: each reads its channel from its route resource. */
const campaignChannelPages = {
  list: lazyPage(() => import("./pages/campaigns/list")),
  create: lazyPage(() => import("./pages/campaigns/create")),
  edit: lazyPage(() => import("./pages/campaigns/edit")),
};

export const resources: AdminResource[] = [
  {
    name: "points",
    list: "/admin/points",
    meta: { label: "Πόντοι", icon: <GiftOutlined />, flag: "add-points", description: "Προσθήκη πόντων και στάμπας σε πελάτες." },
    page: lazyPage(() => import("./pages/points"), { plain: true }),
  },
  {
    name: "points-add",
    list: "/admin/points/add",
    meta: { label: "Προσθήκη πόντων", flag: "add-points-normal", parent: "points" },
    page: lazyPage(earlyPages["/admin/points/add"], { plain: true }),
  },
  {
    name: "points-stamps",
    list: "/admin/points/stamps",
    meta: { label: "Προσθήκη στάμπας", flag: "add-points-stamps", parent: "points" },
    page: lazyPage(earlyPages["/admin/points/stamps"], { plain: true }),
  },
  {
    name: "coupons",
    list: "/admin/coupons",
    meta: { label: "Κουπόνια", icon: <TagsOutlined />, flag: "redeem", description: "Εξαργύρωση κουπονιών με τον κωδικό τους." },
    page: lazyPage(earlyPages["/admin/coupons"], { plain: true }),
  },
  {
    name: "history",
    list: "/admin/history",
    meta: { label: "Ιστορικό", icon: <HistoryOutlined />, flag: "transactions", permission: "customers", description: "Οι συναλλαγές και τα κουπόνια του καταστήματος." },
    page: lazyPage(() => import("./pages/history")),
  },
  {
    name: "history-transactions",
    list: "/admin/history/transactions",
    meta: { label: "Συναλλαγές", flag: "transactions-transactions", parent: "history" },
    page: lazyPage(() => import("./pages/history/transactions")),
  },
  {
    name: "history-stamps-transactions",
    list: "/admin/history/stamps-transactions",
    meta: { label: "Συναλλαγές στάμπας", flag: "transactions-stamps-transactions", parent: "history" },
    page: lazyPage(() => import("./pages/history/stamps-transactions")),
  },
  {
    name: "history-coupons",
    list: "/admin/history/coupons",
    meta: { label: "Κουπόνια", flag: "transactions-coupons", parent: "history" },
    page: lazyPage(() => import("./pages/history/coupons")),
  },
  {
    name: "history-stamps-coupons",
    list: "/admin/history/stamps-coupons",
    meta: { label: "Κουπόνια στάμπας", flag: "transactions-stamps-coupons", parent: "history" },
    page: lazyPage(() => import("./pages/history/stamps-coupons")),
  },
  {
    name: "customers",
    list: "/admin/customers",
    show: "/admin/customers/show/:phone",
    meta: { label: "Πελάτες", icon: <UserOutlined />, flag: "customers", permission: "customers", description: "Τα στοιχεία, οι πόντοι και οι σημειώσεις των πελατών." },
    page: lazyPage(() => import("./pages/customers")),
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
    page: lazyPage(() => import("./pages/campaigns")),
  },
  {
    name: "campaigns-push",
    list: "/admin/alerts/push-notifications",
    create: "/admin/alerts/push-notifications/new",
    edit: "/admin/alerts/push-notifications/edit/:id",
    meta: { label: "Ειδοποιήσεις push", flag: "notifications-push", parent: "campaigns" },
    pages: campaignChannelPages,
  },
  {
    name: "campaigns-sms",
    list: "/admin/alerts/sms",
    create: "/admin/alerts/sms/new",
    edit: "/admin/alerts/sms/edit/:id",
    meta: { label: "SMS", flag: "notifications-sms", parent: "campaigns" },
    pages: campaignChannelPages,
  },
  {
    name: "campaigns-email",
    list: "/admin/alerts/email",
    create: "/admin/alerts/email/new",
    edit: "/admin/alerts/email/edit/:id",
    meta: { label: "E-mail", flag: "notifications-email", parent: "campaigns" },
    pages: campaignChannelPages,
  },
  {
    name: "campaign-launchpad",
    show: "/admin/alerts/launchpad/:id",
    meta: { label: "Αποστολή", parent: "campaigns", hide: true },
    page: lazyPage(() => import("./pages/campaigns/launchpad")),
  },
  {
    name: "campaign-results",
    show: "/admin/alerts/results/:id",
    meta: { label: "Αποτελέσματα", parent: "campaigns", hide: true },
    page: lazyPage(() => import("./pages/campaigns/results")),
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
    page: lazyPage(() => import("./pages/analytics")),
  },
  {
    name: "analytics-shop",
    list: "/admin/analytics/my-shop",
    meta: { label: "Το κατάστημά μου", flag: "analytics-shop", parent: "analytics", access: "owner" },
    page: lazyPage(() => import("./pages/analytics/my-shop"), { plain: true }),
  },
  {
    name: "analytics-domain",
    list: "/admin/analytics/my-domain",
    meta: { label: "Ο κλάδος μου", flag: "analytics-domain", parent: "analytics", access: "owner" },
    page: lazyPage(() => import("./pages/analytics/my-domain")),
  },
  {
    name: "staff",
    list: "/admin/staff",
    meta: { label: "Προσωπικό", icon: <TeamOutlined />, access: "owner", description: "Προσκαλέστε υπαλλήλους και διαχειριστείτε την πρόσβασή τους." },
    page: lazyPage(() => import("./pages/staff/list")),
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
    page: lazyPage(() => import("./pages/platform/outbox/list")),
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
    page: lazyPage(() => import("./pages/platform/reviews/list")),
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
    page: lazyPage(() => import("./pages/platform/messages")),
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
    page: lazyPage(() => import("./pages/platform/media")),
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
    page: lazyPage(() => import("./pages/rewards")),
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
    page: lazyPage(() => import("./pages/stamp-rewards")),
  },
  {
    name: "contact",
    list: "/admin/contact",
    meta: { label: "Επικοινωνία", icon: <CustomerServiceOutlined />, placement: "bottom", description: "Επικοινωνήστε με την ομάδα υποστήριξης." },
    page: lazyPage(() => import("./pages/contact")),
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
    page: lazyPage(() => import("./pages/settings")),
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

/** The pages every signed-in user has besides the resources (routes.tsx renders them). */
export const accountPages = { home: "/admin", account: "/admin/account" } as const;

/** The same list as Refine reads it (routes, parents, labels, icons, access rules). */
export const refineResources: ResourceProps[] = resources.map(({ name, list, create, edit, show, meta }) => ({ name, list, create, edit, show, meta }));

/** Every route of a resource, list first. */
export function routesOf(resource: AdminResource): string[] {
  return [resource.list, resource.create, resource.edit, resource.show, ...(resource.routes ?? [])].filter((path) => path !== undefined);
}

/** The page of one of a resource's routes: its own (`pages`), else the resource's. */
export function pageOf(resource: AdminResource, route: string): LazyPage | undefined {
  const action = (["list", "create", "edit", "show"] as const).find((candidate) => resource[candidate] === route);
  return (action && resource.pages?.[action]) || resource.page;
}

/** Whether `pathname` is this route (its `:parameters` stand for one path segment each). */
export function matchesRoute(route: string, pathname: string): boolean {
  return new RegExp(`^${route.replace(/:[^/]+/g, "[^/]+")}$`).test(pathname);
}

/**
 * Starts downloading the page of this address at once, in parallel with the session and shop checks
 * that come before it is shown: on a slow network that saves the round trips they take.
 */
export function preloadPageFor(pathname: string): void {
  for (const resource of resources) {
    const route = routesOf(resource).find((candidate) => matchesRoute(candidate, pathname));
    if (!route) continue;
    void pageOf(resource, route)?.preload().catch(() => undefined); // a failed preload is retried when the page renders
    return;
  }
}
