// Columns the history tables share; each page picks the ones its rows have.
import { Space, Tag, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import { formatCents } from "@shared/money.js";
import { formatDate, formatDateTime } from "../../lib/dates";
import { countText } from "@shared/counts.js";
import { CancelTransactionButton, type CancellableRow } from "./CancelTransactionButton";
import { CustomerCell, type HistoryCustomer } from "./CustomerCell";

const count = new Intl.NumberFormat("el-GR");

export function dateColumn<Row extends { createdAt: string }>(title = "Ημερομηνία"): ColumnType<Row> {
  return { key: "createdAt", title, render: (_, row) => formatDateTime(row.createdAt) };
}

export function customerColumn<Row extends { customer: HistoryCustomer }>(): ColumnType<Row> {
  return { key: "customer", title: "Πελάτης", render: (_, { customer }) => <CustomerCell customer={customer} /> };
}

export function amountColumn<Row extends { amount?: string | number | null }>(): ColumnType<Row> {
  return {
    key: "amount",
    title: "Ποσό",
    align: "right",
    render: (_, row) => (row.amount && Number(row.amount) > 0 ? formatCents(row.amount) : "–"),
  };
}

export function countColumn<Row>(title: string, value: (row: Row) => number): ColumnType<Row> {
  return { key: title, title, align: "right", render: (_, row) => count.format(value(row)) };
}

export function storeColumn<Row extends { store: { name: string } | null }>(): ColumnType<Row> {
  return { key: "store", title: "Κατάστημα", render: (_, row) => row.store?.name ?? "–" };
}

export function tagsColumn<Row extends { tags: { tag: { id: string; label: string } }[] }>(): ColumnType<Row> {
  return {
    key: "tags",
    title: "Ετικέτες",
    render: (_, row) =>
      row.tags.length ? (
        <Space size={[0, 4]} wrap>
          {row.tags.map(({ tag }) => (
            <Tag key={tag.id}>{tag.label}</Tag>
          ))}
        </Space>
      ) : null,
  };
}

export function cancelColumn<Row extends CancellableRow>(resource: string): ColumnType<Row> {
  return {
    key: "actions",
    title: <span className="visually-hidden">Ενέργειες</span>,
    align: "right",
    // Pinned to the right edge: on a phone the wide table scrolls under it, the button stays on screen.
    fixed: "right",
    onCell: () => ({ className: "history-actions" }),
    render: (_, row) => <CancelTransactionButton transaction={row} resource={resource} />,
  };
}

/** A purchase or a stamp in one cell, for a phone: amount and what it earned, who, when. */
export function purchaseSummaryColumn<Row extends CancellableRow>(): ColumnType<Row> {
  return {
    key: "summary",
    title: "Συναλλαγή",
    render: (_, row) => (
      <Space direction="vertical" size={2}>
        <Typography.Text strong>
          {Number(row.amount) > 0 ? `${formatCents(row.amount)} · ` : ""}
          {row.points !== undefined ? `${countText(row.points, "point")}${row.stampGiven ? ` · ${countText(1, "stamp")}` : ""}` : countText(1, "stamp")}
        </Typography.Text>
        <CustomerCell customer={row.customer} />
        <Typography.Text type="secondary">{formatDateTime(row.createdAt)}</Typography.Text>
      </Space>
    ),
  };
}

export function couponCodeColumn<Row extends { code: string }>(): ColumnType<Row> {
  return { key: "code", title: "Κωδικός", render: (_, row) => <span className="history-code">{row.code}</span> };
}

export function couponTitleColumn<Row extends { title: string; amount?: string | number | null }>(): ColumnType<Row> {
  return {
    key: "title",
    title: "Κουπόνι",
    render: (_, row) => (
      <Space direction="vertical" size={0}>
        <span>{row.title}</span>
        {row.amount && Number(row.amount) > 0 ? <Typography.Text type="secondary">Αξία {formatCents(row.amount)}</Typography.Text> : null}
      </Space>
    ),
  };
}

/** Who created the coupon at the counter; free (hidden-reward) coupons are marked. */
export function couponCreatorColumn<Row extends { createdBy: string | null; hidden: boolean }>(): ColumnType<Row> {
  return {
    key: "createdBy",
    title: "Από",
    render: (_, { createdBy, hidden }) => (
      <Space direction="vertical" size={0}>
        <Typography.Text>{createdBy ?? "Αυτόματα"}</Typography.Text>
        {hidden ? <Tag color="purple">Δωρεάν</Tag> : null}
      </Space>
    ),
  };
}

export function couponStatusColumn<Row extends { usedAt: string | null; validUntil: string | null; cancelledAt: string | null }>(): ColumnType<Row> {
  return {
    key: "status",
    title: "Κατάσταση",
    render: (_, { usedAt, validUntil, cancelledAt }) => {
      if (cancelledAt) {
        return (
          <Space direction="vertical" size={0}>
            <Tag color="red">Ακυρώθηκε</Tag>
            <Typography.Text type="secondary">{formatDateTime(cancelledAt)}</Typography.Text>
          </Space>
        );
      }
      if (usedAt) {
        return (
          <Space direction="vertical" size={0}>
            <Tag color="green">Εξαργυρώθηκε</Tag>
            <Typography.Text type="secondary">{formatDateTime(usedAt)}</Typography.Text>
          </Space>
        );
      }
      if (validUntil && new Date(validUntil).getTime() < Date.now()) {
        return (
          <Space direction="vertical" size={0}>
            <Tag>Έληξε</Tag>
            <Typography.Text type="secondary">{formatDate(validUntil)}</Typography.Text>
          </Space>
        );
      }
      return (
        <Space direction="vertical" size={0}>
          <Tag color="blue">Ενεργό</Tag>
          {validUntil ? <Typography.Text type="secondary">έως {formatDate(validUntil)}</Typography.Text> : null}
        </Space>
      );
    },
  };
}
