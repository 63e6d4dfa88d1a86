// The two ways the admin tells people what happened (SPEC section 4):
// - toasts in four levels that hide by themselves after 3500 ms (SPEC section 9);
// - a notification modal in five levels, dismissed by a click outside or by its close button.
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from "@ant-design/icons";
import { ConfigProvider, Modal, notification, Space, theme as antdTheme } from "antd";
import el_GR from "antd/locale/el_GR";
import type { ReactNode } from "react";
import { theme } from "../../theme";

const TOAST_DURATION_SECONDS = 3.5;

// Toasts are called from anywhere (handlers, mutations); render them with the admin's theme and locale.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={el_GR} theme={theme}>
      {children}
    </ConfigProvider>
  ),
});

// Top right, just under the admin's 60 px header: the page title and the form stay readable.
notification.config({ placement: "topRight", top: 72, duration: TOAST_DURATION_SECONDS, maxCount: 3 });

type ToastLevel = "info" | "warn" | "error" | "success";

function show(level: ToastLevel, title: ReactNode, description?: ReactNode) {
  const open = level === "warn" ? notification.warning : notification[level];
  open({ message: title, description, duration: TOAST_DURATION_SECONDS });
}

/** `toast.success("…")`, `toast.error("…", "the reason")`: a short message that hides after 3.5 s. */
export const toast: Record<ToastLevel, (title: ReactNode, description?: ReactNode) => void> = {
  info: (title, description) => show("info", title, description),
  warn: (title, description) => show("warn", title, description),
  error: (title, description) => show("error", title, description),
  success: (title, description) => show("success", title, description),
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
