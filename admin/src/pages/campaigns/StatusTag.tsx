// A campaign's status as a coloured tag. A pending one reads "awaiting approval", as the shop waits for it.
import { Tag } from "antd";
import { CAMPAIGN_STATUS_LABELS } from "@shared/campaigns.js";
import type { Campaign } from "../../channels/types";

type Status = Campaign["status"];

const colors: Record<Status, string> = {
  PENDING_REVIEW: "gold",
  APPROVED: "green",
  REJECTED: "red",
  EXECUTED: "blue",
  CANCELED_BY_USER: "default",
};

const AWAITING_APPROVAL_LABEL = "Αναμένει έγκριση";

export function statusLabel(status: Status): string {
  return status === "PENDING_REVIEW" ? AWAITING_APPROVAL_LABEL : CAMPAIGN_STATUS_LABELS[status];
}

export function StatusTag({ status }: { status: Status }) {
  return (
    <Tag color={colors[status]} style={{ marginInlineEnd: 0 }}>
      {statusLabel(status)}
    </Tag>
  );
}
