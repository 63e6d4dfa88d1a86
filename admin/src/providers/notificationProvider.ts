// Refine's notifications shown with antd's themed `notification` (from the <App> around the admin).
// Written here rather than taken from @refinedev/antd, whose import alone adds ~300 kB to first load.
import type { NotificationProvider } from "@refinedev/core";
import { App } from "antd";

export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  return {
    open: ({ key, message, description, type }) =>
      notification.open({ key, message, description, type: type === "progress" ? "info" : type }),
    close: (key) => notification.destroy(key),
  };
}
