// The antd half of notificationProvider.ts: configured like every toast (components/feedback).
import type { OpenNotificationParams } from "@refinedev/core";
import { notification } from "antd";
import "../components/feedback/feedback";

export function open({ key, message, description, type }: OpenNotificationParams) {
  notification.open({ key, message, description, type: type === "progress" ? "info" : type });
}

export function close(key: string) {
  notification.destroy(key);
}
