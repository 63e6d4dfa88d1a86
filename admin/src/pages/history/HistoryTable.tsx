// The one history table behind the four history pages: a phone search, the count, one page of rows,
// keyset paging and CSV export. Refine's useTable reads the page through the data provider, which maps
// the page number and the "text" filter onto the procedure's cursor and input (providers/keyset.ts).
import { DownloadOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { useTable } from "@refinedev/antd";
import { useCan, type BaseRecord, type HttpError } from "@refinedev/core";
import { Alert, Button, Card, Flex, Grid, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useCallback, useRef, useState } from "react";
import { PhoneSearch } from "../../components/PhoneSearch";
import { PageHeader } from "../../layout/PageHeader";
import { EXPORT_ACTION } from "../../providers/accessControlProvider";
import { countText, type CountedNoun } from "@shared/counts.js";
import "./history.css";

const PAGE_SIZE = 25;

type HistoryKind = "transactions" | "stamps-transactions" | "coupons" | "stamps-coupons";

export type HistoryTableProps<Row> = {
  title: string;
  subtitle?: string;
  /** The Refine resource is history-<kind>; the CSV is /api/export/<kind>.csv */
  kind: HistoryKind;
  /** What the table counts: "transaction", "coupon"… */
  countLabel: CountedNoun;
  columns: ColumnsType<Row>;
  rowKey: (row: Row) => string;
  isCancelled?: (row: Row) => boolean;
};

export function HistoryTable<Row extends BaseRecord>(props: HistoryTableProps<Row>) {
  const { title, subtitle, kind, countLabel, columns, rowKey, isCancelled } = props;
  const resource = `history-${kind}`;
  const [text, setText] = useState("");
  const {
    tableQueryResult: page,
    current,
    setCurrent,
    setFilters,
  } = useTable<Row, HttpError>({
    resource,
    pagination: { mode: "server", pageSize: PAGE_SIZE },
    syncWithLocation: false,
    errorNotification: false,
    queryOptions: { keepPreviousData: true },
  });
  // A new search starts over from the newest rows. Stable, so the search box's wait is not restarted.
  const latest = useRef({ text, setFilters, setCurrent });
  latest.current = { text, setFilters, setCurrent };
  const search = useCallback((digits: string) => {
    if (digits === latest.current.text) return;
    setText(digits);
    latest.current.setFilters([{ field: "text", operator: "contains", value: digits }], "replace");
    latest.current.setCurrent(1);
  }, []);
  const total = page.data?.total;
  const hasNext = total !== undefined && current * PAGE_SIZE < total && !page.isPreviousData;
  const narrow = !Grid.useBreakpoint().sm;
  const exportHref = `/api/export/${kind}.csv?text=${encodeURIComponent(text)}`;
  // Downloads are the owner's, or an employee's the owner granted them (the server refuses the rest).
  const canExport = useCan({ resource, action: EXPORT_ACTION }).data?.can === true;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        extra={
          canExport ? (
            <Button icon={<DownloadOutlined />} href={exportHref} download>
              Εξαγωγή CSV
            </Button>
          ) : null
        }
      />
      <Card className="history-card">
        <Flex className="history-toolbar" justify="space-between" align="center" gap={12} wrap="wrap">
          <PhoneSearch onSearch={search} />
          {total !== undefined ? (
            <Typography.Text strong data-testid="history-count">
              {countText(total, countLabel)}
            </Typography.Text>
          ) : null}
        </Flex>
        {page.error ? (
          <Alert
            type="error"
            showIcon
            message={page.error.message}
            action={<Button onClick={() => void page.refetch()}>Δοκιμάστε ξανά</Button>}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Table<Row>
          size={narrow ? "small" : "middle"}
          columns={columns}
          dataSource={page.data?.data}
          rowKey={rowKey}
          loading={page.isFetching}
          pagination={false}
          scroll={{ x: "max-content" }}
          rowClassName={(row) => (isCancelled?.(row) ? "history-row-cancelled" : "")}
          locale={{ emptyText: text ? "Δεν βρέθηκε τίποτα για αυτό το τηλέφωνο." : "Δεν υπάρχει τίποτα ακόμη." }}
        />
        <Flex className="history-pager" justify="space-between" align="center" gap={12}>
          <Button icon={<LeftOutlined />} aria-label="Προηγούμενα" disabled={current === 1} onClick={() => setCurrent(current - 1)}>
            {narrow ? null : "Προηγούμενα"}
          </Button>
          <Typography.Text type="secondary" style={{ whiteSpace: "nowrap" }}>
            Σελίδα {current}
          </Typography.Text>
          <Button disabled={!hasNext} onClick={() => setCurrent(current + 1)}>
            Περισσότερα <RightOutlined />
          </Button>
        </Flex>
      </Card>
    </>
  );
}
