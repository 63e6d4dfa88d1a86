// The one history table behind the four history pages: a phone search, the count, one page of rows,
// keyset paging (a stack of the cursors that led here, so "back" needs no offsets) and CSV export.
import { DownloadOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Flex, Grid, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useCallback, useState } from "react";
import { PhoneSearch } from "../../components/PhoneSearch";
import { PageHeader } from "../../layout/PageHeader";
import { errorMessage } from "../../lib/errors";
import { useCan } from "@refinedev/core";
import { EXPORT_ACTION } from "../../providers/accessControlProvider";
import "./history.css";

const PAGE_SIZE = 25;

export type HistoryPage<Row> = { count: number; body: Row[]; nextCursor: string | null };
type PageInput = { text?: string; cursor: string | null; limit: number };

export type HistoryTableProps<Row> = {
  title: string;
  subtitle?: string;
  /** The procedure, also the react-query key other screens invalidate, e.g. "transaction.get". */
  listKey: string;
  load: (input: PageInput) => Promise<HistoryPage<Row>>;
  /** /api/export/<exportKind>.csv */
  exportKind: "transactions" | "stamps-transactions" | "coupons" | "stamps-coupons";
  /** The noun after the count, for one and for any other number: ["συναλλαγή", "συναλλαγές"]. */
  countLabel: [one: string, other: string];
  columns: ColumnsType<Row>;
  rowKey: (row: Row) => string;
  isCancelled?: (row: Row) => boolean;
};

const number = new Intl.NumberFormat("el-GR");

export function HistoryTable<Row extends object>(props: HistoryTableProps<Row>) {
  const { title, subtitle, listKey, load, exportKind, countLabel, columns, rowKey, isCancelled } = props;
  // cursors[i] opens page i + 1; a new search starts over from the newest rows.
  const [view, setView] = useState<{ text: string; cursors: (string | null)[] }>({ text: "", cursors: [null] });
  const cursor = view.cursors[view.cursors.length - 1];
  const search = useCallback(
    (text: string) => setView((current) => (current.text === text ? current : { text, cursors: [null] })),
    [],
  );

  const page = useQuery(
    [listKey, { text: view.text, cursor }],
    () => load({ text: view.text || undefined, cursor, limit: PAGE_SIZE }),
    { keepPreviousData: true },
  );
  const nextCursor = page.data?.nextCursor ?? null;
  const narrow = !Grid.useBreakpoint().sm;
  const exportHref = `/api/export/${exportKind}.csv?text=${encodeURIComponent(view.text)}`;
  // Downloads are the owner's, or an employee's the owner granted them (the server refuses the rest).
  const canExport = useCan({ resource: `history-${exportKind}`, action: EXPORT_ACTION }).data?.can === true;

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
          {page.data ? (
            <Typography.Text strong data-testid="history-count">
              {number.format(page.data.count)} {page.data.count === 1 ? countLabel[0] : countLabel[1]}
            </Typography.Text>
          ) : null}
        </Flex>
        {page.error ? (
          <Alert
            type="error"
            showIcon
            message={errorMessage(page.error)}
            action={<Button onClick={() => void page.refetch()}>Δοκιμάστε ξανά</Button>}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Table<Row>
          size={narrow ? "small" : "middle"}
          columns={columns}
          dataSource={page.data?.body}
          rowKey={rowKey}
          loading={page.isFetching}
          pagination={false}
          scroll={{ x: "max-content" }}
          rowClassName={(row) => (isCancelled?.(row) ? "history-row-cancelled" : "")}
          locale={{ emptyText: view.text ? "Δεν βρέθηκε τίποτα για αυτό το τηλέφωνο." : "Δεν υπάρχει τίποτα ακόμη." }}
        />
        <Flex className="history-pager" justify="space-between" align="center" gap={12}>
          <Button
            icon={<LeftOutlined />}
            aria-label="Προηγούμενα"
            disabled={view.cursors.length === 1}
            onClick={() => setView((current) => ({ ...current, cursors: current.cursors.slice(0, -1) }))}
          >
            {narrow ? null : "Προηγούμενα"}
          </Button>
          <Typography.Text type="secondary" style={{ whiteSpace: "nowrap" }}>
            Σελίδα {view.cursors.length}
          </Typography.Text>
          <Button
            disabled={!nextCursor || page.isPreviousData}
            onClick={() => setView((current) => ({ ...current, cursors: [...current.cursors, nextCursor] }))}
          >
            Περισσότερα <RightOutlined />
          </Button>
        </Flex>
      </Card>
    </>
  );
}
