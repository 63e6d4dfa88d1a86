// A submission's status as a coloured tag. A pending one reads "awaiting approval" (SPEC section 2).
import { Tag } from "antd";
import { ALERT_STATUS_LABELS } from "@shared/alerts.js";
import type { Submission } from "./queries";

const colors: Record<Submission["status"], string> = {
  PENDING_REVIEW: "gold",
  APPROVED: "green",
  REJECTED: "red",
  EXECUTED: "blue",
  CANCELED_BY_USER: "default",
};

const AWAITING_APPROVAL_LABEL = "Αναμένει έγκριση";

export function statusLabel(status: Submission["status"]): string {
  return status === "PENDING_REVIEW" ? AWAITING_APPROVAL_LABEL : ALERT_STATUS_LABELS[status];
}

export function StatusTag({ status }: { status: Submission["status"] }) {
  return (
    <Tag color={colors[status]} style={{ marginInlineEnd: 0 }}>
      {statusLabel(status)}
    </Tag>
  );
}
