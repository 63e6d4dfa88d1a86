// Every admin route of the sidebar, in sidebar order (SPEC section 2), with its permission flag.
// A resource without a `page` has no screen yet and shows the home page in its place.
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
} from "@ant-design/icons";
import type { ResourceProps } from "@refinedev/core";
import { earlyPages } from "./earlyPages";
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import type { AdminPanelFlag } from "@shared/flags.js";
import type { StaffPermission } from "@shared/staffAccess.js";

export type AdminResource = {
  name: string;
  path: string;
  meta: {
    label: string;
    icon?: ReactNode;
    /** The admin-panel flag that must be true for the link to show (SPEC section 2). */
    flag?: AdminPanelFlag;
    /** The name of the parent resource: children show under it when either is active. */
    parent?: string;
    /** Who besides the flag may use it: shop owners only, or platform admins only. */
    access?: "owner" | "platformAdmin";
    /** The grant an employee needs (the owner has all); without one, every employee may use it. */
    permission?: StaffPermission;
    /** Bottom links sit apart at the foot of the sidebar. */
    placement?: "bottom";
    /** One line on the home page's card. */
    description?: string;
  };
  page?: LazyPage;
};

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

export const resources: AdminResource[] = [
  {
    name: "points",
    path: "/admin/points",
    meta: { label: "Πόντοι", icon: <GiftOutlined />, flag: "add-points", description: "Προσθήκη πόντων και στάμπας σε πελάτες." },
    page: lazyPage(() => import("./pages/points"), { plain: true }),
  },
  {
    name: "points-add",
    path: "/admin/points/add",
    meta: { label: "Προσθήκη πόντων", flag: "add-points-normal", parent: "points" },
    page: lazyPage(earlyPages.pointsAdd, { plain: true }),
  },
  {
    name: "points-stamps",
    path: "/admin/points/stamps",
    meta: { label: "Προσθήκη στάμπας", flag: "add-points-stamps", parent: "points" },
    page: lazyPage(earlyPages.pointsStamps, { plain: true }),
  },
  {
    name: "coupons",
    path: "/admin/coupons",
    meta: { label: "Κουπόνια", icon: <TagsOutlined />, flag: "redeem", description: "Εξαργύρωση κουπονιών με τον κωδικό τους." },
    page: lazyPage(earlyPages.coupons, { plain: true }),
  },
  {
    name: "history",
    path: "/admin/history",
    meta: { label: "Ιστορικό", icon: <HistoryOutlined />, flag: "transactions", permission: "customers", description: "Οι συναλλαγές και τα κουπόνια του καταστήματος." },
    page: lazyPage(() => import("./pages/history")),
  },
  {
    name: "history-transactions",
    path: "/admin/history/transactions",
    meta: { label: "Συναλλαγές", flag: "transactions-transactions", parent: "history" },
    page: lazyPage(() => import("./pages/history/transactions")),
  },
  {
    name: "history-stamps-transactions",
    path: "/admin/history/stamps-transactions",
    meta: { label: "Συναλλαγές στάμπας", flag: "transactions-stamps-transactions", parent: "history" },
    page: lazyPage(() => import("./pages/history/stamps-transactions")),
  },
  {
    name: "history-coupons",
    path: "/admin/history/coupons",
    meta: { label: "Κουπόνια", flag: "transactions-coupons", parent: "history" },
    page: lazyPage(() => import("./pages/history/coupons")),
  },
  {
    name: "history-stamps-coupons",
    path: "/admin/history/stamps-coupons",
    meta: { label: "Κουπόνια στάμπας", flag: "transactions-stamps-coupons", parent: "history" },
    page: lazyPage(() => import("./pages/history/stamps-coupons")),
  },
  {
    name: "customers",
    path: "/admin/customers",
    meta: { label: "Πελάτες", icon: <UserOutlined />, flag: "customers", permission: "customers", description: "Τα στοιχεία, οι πόντοι και οι σημειώσεις των πελατών." },
    page: lazyPage(() => import("./pages/customers")),
  },
  {
    name: "alerts",
    path: "/admin/alerts",
    // Campaigns are the owner's: the server refuses them to employees.
    meta: {
      label: "Ειδοποιήσεις",
      icon: <NotificationOutlined />,
      flag: "notifications",
      access: "owner",
      description: "Καμπάνιες push, SMS και e-mail προς τους πελάτες. Κάθε μήνυμα ελέγχεται πριν σταλεί.",
    },
    page: lazyPage(() => import("./pages/alerts")),
  },
  {
    name: "alerts-push",
    path: "/admin/alerts/push-notifications",
    meta: { label: "Ειδοποιήσεις push", flag: "notifications-push", parent: "alerts" },
    page: lazyPage(() => import("./pages/alerts/push-notifications")),
  },
  {
    name: "alerts-sms",
    path: "/admin/alerts/sms",
    meta: { label: "SMS", flag: "notifications-sms", parent: "alerts" },
    page: lazyPage(() => import("./pages/alerts/sms")),
  },
  {
    name: "alerts-email",
    path: "/admin/alerts/email",
    meta: { label: "E-mail", flag: "notifications-email", parent: "alerts" },
    page: lazyPage(() => import("./pages/alerts/email")),
  },
  {
    name: "analytics",
    path: "/admin/analytics",
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
    path: "/admin/analytics/my-shop",
    meta: { label: "Το κατάστημά μου", flag: "analytics-shop", parent: "analytics", access: "owner" },
    page: lazyPage(() => import("./pages/analytics/my-shop"), { plain: true }),
  },
  {
    name: "analytics-domain",
    path: "/admin/analytics/my-domain",
    meta: { label: "Ο κλάδος μου", flag: "analytics-domain", parent: "analytics", access: "owner" },
    page: lazyPage(() => import("./pages/analytics/my-domain")),
  },
  {
    name: "staff",
    path: "/admin/staff",
    meta: { label: "Προσωπικό", icon: <TeamOutlined />, access: "owner", description: "Προσκαλέστε υπαλλήλους και διαχειριστείτε την πρόσβασή τους." },
    page: lazyPage(() => import("./pages/staff/list")),
  },
  {
    name: "outbox",
    path: "/admin/platform/outbox",
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
    path: "/admin/platform/reviews",
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
    path: "/admin/platform/messages",
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
    path: "/admin/platform/media",
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
    path: "/admin/rewards",
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
    path: "/admin/stamp-rewards",
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
    path: "/admin/contact",
    meta: { label: "Επικοινωνία", icon: <CustomerServiceOutlined />, placement: "bottom", description: "Επικοινωνήστε με την ομάδα υποστήριξης." },
    page: lazyPage(() => import("./pages/contact")),
  },
  {
    name: "settings",
    path: "/admin/settings",
    meta: {
      label: "Ρυθμίσεις",
      icon: <SettingOutlined />,
      access: "owner",
      placement: "bottom",
      description: "Τα στοιχεία και οι ρυθμίσεις του καταστήματος.",
    },
    page: lazyPage(() => import("./pages/settings")),
  },
];

/** The pages every signed-in user has besides the resources (routes.tsx renders them). */
export const accountPages = { home: "/admin", account: "/admin/account" } as const;

/** Routes reached from inside a page rather than the sidebar: they follow their flag's resource. */
export const innerRoutes: { path: string; resource: string }[] = [
  { path: "/admin/alerts/launchpad/:id", resource: "alerts" },
  { path: "/admin/alerts/results/:id", resource: "alerts" },
  { path: "/admin/alerts/push-notifications/new", resource: "alerts-push" },
  { path: "/admin/alerts/push-notifications/edit/:id", resource: "alerts-push" },
  { path: "/admin/alerts/sms/new", resource: "alerts-sms" },
  { path: "/admin/alerts/sms/edit/:id", resource: "alerts-sms" },
  { path: "/admin/alerts/email/new", resource: "alerts-email" },
  { path: "/admin/alerts/email/edit/:id", resource: "alerts-email" },
  { path: "/admin/customers/show/:phone", resource: "customers" },
  { path: "/admin/rewards/create", resource: "rewards" },
  { path: "/admin/rewards/edit/:id", resource: "rewards" },
  { path: "/admin/stamp-rewards/create", resource: "stamp-rewards" },
  { path: "/admin/stamp-rewards/edit/:id", resource: "stamp-rewards" },
];

/** The same list as Refine reads it (list routes, parents, labels, icons). */
export const refineResources: ResourceProps[] = resources.map(({ name, path, meta }) => ({
  name,
  list: path,
  meta: { label: meta.label, icon: meta.icon, parent: meta.parent },
}));

export function findResource(name: string): AdminResource | undefined {
  return resources.find((resource) => resource.name === name);
}

/**
 * Starts downloading the page of this address at once, in parallel with the session and shop checks
 * that come before it is shown: on a slow network that saves the round trips they take.
 */
export function preloadPageFor(pathname: string): void {
  const exact = resources.find((resource) => resource.path === pathname);
  const inner = innerRoutes.find(({ path }) => new RegExp(`^${path.replace(/:[^/]+/g, "[^/]+")}$`).test(pathname));
  const resource = exact ?? (inner && findResource(inner.resource));
  void resource?.page?.preload().catch(() => undefined); // a failed preload is retried when the page renders
}
