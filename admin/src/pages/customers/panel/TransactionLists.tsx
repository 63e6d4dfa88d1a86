// The customer's purchases: points transactions and stamp transactions side by side, newest first.
import { Col, Flex, Row, Space, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { formatCents } from "@shared/money.js";
import { Heading } from "../../../components/Heading";
import { formatDateTime } from "../../../lib/dates";
import type { ListRecord } from "../../../providers/procedures";
import { InfiniteList, listSource } from "./InfiniteList";
import { usePointTransactions, useStampTransactions } from "./queries";
import { countText } from "@shared/counts.js";

type Transaction = ListRecord<"history-transactions"> | ListRecord<"history-stamps-transactions">;

function TransactionRow({ row, earned }: { row: Transaction; earned: ReactNode }) {
  const cancelled = row.cancelledAt !== null;
  return (
    <Flex justify="space-between" align="start" gap={8} style={{ width: "100%" }}>
      <Space direction="vertical" size={2}>
        <Typography.Text delete={cancelled}>{formatDateTime(row.createdAt)}</Typography.Text>
        <Space size={[4, 4]} wrap>
          {row.store && <Typography.Text type="secondary">{row.store.name}</Typography.Text>}
          {row.tags.map(({ tag }) => (
            <Tag key={tag.id} bordered={false}>
              {tag.label}
            </Tag>
          ))}
          {cancelled && <Tag color="red">Ακυρώθηκε</Tag>}
        </Space>
      </Space>
      <Space direction="vertical" size={2} align="end" style={{ whiteSpace: "nowrap" }}>
        <Typography.Text strong delete={cancelled}>
          {formatCents(row.amount)}
        </Typography.Text>
        <Typography.Text type="secondary">{earned}</Typography.Text>
      </Space>
    </Flex>
  );
}

function ListTitle({ children }: { children: ReactNode }) {
  return (
    <Heading level={4} look={5} style={{ marginTop: 0 }}>
      {children}
    </Heading>
  );
}

function PointTransactions({ customerId }: { customerId: string }) {
  const query = usePointTransactions(customerId);
  return (
    <>
      <ListTitle>{query.data ? countText(query.data.pages[0].total, "transaction") : "… συναλλαγές"}</ListTitle>
      <InfiniteList
        {...listSource(query)}
        rowKey={(row) => row.id}
        renderItem={(row) => <TransactionRow row={row} earned={`+${countText(row.points, "point")}`} />}
        empty="Καμία συναλλαγή ακόμη"
        label="Συναλλαγές πόντων"
      />
    </>
  );
}

function StampTransactions({ customerId }: { customerId: string }) {
  const query = useStampTransactions(customerId);
  return (
    <>
      <ListTitle>{query.data ? countText(query.data.pages[0].total, "stampTransaction") : "… συναλλαγές στάμπας"}</ListTitle>
      <InfiniteList
        {...listSource(query)}
        rowKey={(row) => row.id}
        renderItem={(row) => <TransactionRow row={row} earned="+1 στάμπα" />}
        empty="Καμία συναλλαγή στάμπας ακόμη"
        label="Συναλλαγές στάμπας"
      />
    </>
  );
}

export function TransactionLists({ customerId }: { customerId: string }) {
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} md={12}>
        <PointTransactions customerId={customerId} />
      </Col>
      <Col xs={24} md={12}>
        <StampTransactions customerId={customerId} />
      </Col>
    </Row>
  );
}
