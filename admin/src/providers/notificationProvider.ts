// Refine's notifications, shown as the admin's toasts (antd's notification, at the bottom). antd loads
// with the first notification rather than with the admin: most screens' first load never needs it.
import type { NotificationProvider } from "@refinedev/core";

const toasts = () => import("./antdNotifications");

export const notificationProvider: NotificationProvider = {
  open: (params) => void toasts().then(({ open }) => open(params)),
  close: (key) => void toasts().then(({ close }) => close(key)),
};
