// An alert inside a counter's result area. The area is the live region that announces the outcome
// (CounterPanel), so the alert has no role of its own and its icon no name: a screen reader hears the
// text once, without "alert" or an English icon name ("close-circle") in it.
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from "@ant-design/icons";
import { Alert, type AlertProps } from "antd";
import type { AntdIconProps } from "@ant-design/icons/lib/components/AntdIcon";
import type { ComponentType } from "react";

type Props = Omit<AlertProps, "role" | "showIcon" | "icon" | "type"> & {
  type: NonNullable<AlertProps["type"]>;
  /** An icon of its own instead of the type's; it is hidden from screen readers too. */
  Icon?: ComponentType<AntdIconProps>;
};

const icons = { success: CheckCircleFilled, info: InfoCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled };

export function ResultAlert({ type, Icon = icons[type], ...props }: Props) {
  return <Alert {...props} type={type} role="none" showIcon icon={<Icon aria-hidden />} />;
}
