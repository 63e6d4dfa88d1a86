// The two ways the admin tells people what happened:
// - toasts in four levels that hide by themselves after 3500 ms, long enough to read one sentence;
// - a notification modal in five levels, dismissed by a click outside or by its close button.
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from "@ant-design/icons";
import { ConfigProvider, Modal, notification, Space, theme as antdTheme } from "antd";
import type { ReactNode } from "react";
import { AdminConfig } from "../../AdminConfig";
import { toastCloseIcon } from "../../lib/screenReader";

const TOAST_DURATION_SECONDS = 3.5;

// Toasts are called from anywhere (handlers, mutations); render them with the admin's theme and locale.
ConfigProvider.config({
  holderRender: (children) => <AdminConfig>{children}</AdminConfig>,
});

// At the bottom: never over the header's buttons nor over a counter's result card (at the top on a phone,
// beside the form on a wide screen). The counter's awards show no toast at all: their card is the outcome.
notification.config({ placement: "bottom", bottom: 16, duration: TOAST_DURATION_SECONDS, maxCount: 3 });

type ToastLevel = "info" | "warn" | "error" | "success";

type ToastOptions = {
  /**
   * false when the page already announces the same outcome in a live region of its own (the counter's
   * result): a screen reader then hears it once. A toast is otherwise an alert, read out at once.
   */
  announce?: boolean;
};

function show(level: ToastLevel, title: ReactNode, description?: ReactNode, { announce = true }: ToastOptions = {}) {
  const open = level === "warn" ? notification.warning : notification[level];
  // antd types `role` as "alert" | "status" and puts "alert" in place of undefined; null leaves it out.
  const role = announce ? "alert" : (null as unknown as undefined);
  open({ message: title, description, duration: TOAST_DURATION_SECONDS, role, closeIcon: toastCloseIcon });
}

type Toast = (title: ReactNode, description?: ReactNode, options?: ToastOptions) => void;

/** `toast.success("…")`, `toast.error("…", "the reason")`: a short message that hides after 3.5 s. */
export const toast: Record<ToastLevel, Toast> = {
  info: (title, description, options) => show("info", title, description, options),
  warn: (title, description, options) => show("warn", title, description, options),
  error: (title, description, options) => show("error", title, description, options),
  success: (title, description, options) => show("success", title, description, options),
};

export type NotificationLevel = ToastLevel | "none";

function LevelIcon({ level }: { level: NotificationLevel }) {
  const { token } = antdTheme.useToken();
  const style = { fontSize: 22 };
  switch (level) {
    case "info":
      return <InfoCircleFilled style={{ ...style, color: token.colorInfo }} />;
    case "warn":
      return <ExclamationCircleFilled style={{ ...style, color: token.colorWarning }} />;
    case "error":
      return <CloseCircleFilled style={{ ...style, color: token.colorError }} />;
    case "success":
      return <CheckCircleFilled style={{ ...style, color: token.colorSuccess }} />;
    case "none":
      return null;
  }
}

type NotificationModalProps = {
  open: boolean;
  level: NotificationLevel;
  title: ReactNode;
  children?: ReactNode;
  onClose: () => void;
};

/** A message that stays until dismissed: click outside, press Esc or use the close button. */
export function NotificationModal({ open, level, title, children, onClose }: NotificationModalProps) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      maskClosable
      closable
      footer={null}
      title={
        <Space align="center">
          <LevelIcon level={level} />
          {title}
        </Space>
      }
    >
      {children}
    </Modal>
  );
}
