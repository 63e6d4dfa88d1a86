// The one history table behind the four history pages: a search by phone or name, the count, one page of
// rows, keyset paging and CSV export. On a phone a page may give one summary column instead of its
// columns, so that a row's details stand beside its action rather than scrolled away from it. Refine's useTable reads the page through the data provider, which maps
// the page number and the "text" filter onto the procedure's cursor and input (providers/keyset.ts).
import { DownloadOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { useTable } from "@refinedev/antd";
import { useCan, type BaseRecord, type HttpError } from "@refinedev/core";
import { Alert, Button, Card, Flex, Grid, Table, Typography } from "antd";
import type { ColumnsType, ColumnType } from "antd/es/table";
import { useCallback, useRef, useState } from "react";
import { CustomerSearch } from "../../components/CustomerSearch";
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
  /** On a phone: this column, then the columns keyed "actions". */
  narrowColumn?: ColumnType<Row>;
  /** The search box's hint, when the page searches more than phones and names. */
  searchPlaceholder?: string;
  rowKey: (row: Row) => string;
  isCancelled?: (row: Row) => boolean;
};

export function HistoryTable<Row extends BaseRecord>(props: HistoryTableProps<Row>) {
  const { title, subtitle, kind, countLabel, columns, narrowColumn, searchPlaceholder, rowKey, isCancelled } = props;
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
  const search = useCallback((typed: string) => {
    if (typed === latest.current.text) return;
    setText(typed);
    latest.current.setFilters([{ field: "text", operator: "contains", value: typed }], "replace");
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
          <CustomerSearch onSearch={search} placeholder={searchPlaceholder} />
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
          columns={narrow && narrowColumn ? [narrowColumn, ...columns.filter((column) => column.key === "actions")] : columns}
          dataSource={page.data?.data}
          rowKey={rowKey}
          loading={page.isFetching}
          pagination={false}
          scroll={{ x: "max-content" }}
          rowClassName={(row) => (isCancelled?.(row) ? "history-row-cancelled" : "")}
          locale={{ emptyText: text ? "Δεν βρέθηκε τίποτα για αυτή την αναζήτηση." : "Δεν υπάρχει τίποτα ακόμη." }}
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
