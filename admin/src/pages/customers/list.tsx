// /admin/customers: the shop's customers, searchable and sortable, page by page. A row opens the
// customer's panel at its own address (show.tsx: this page with the panel in a drawer over it); the
// search and the order are kept for when the panel closes (useCustomerPages).
import { DownloadOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { Button, Card, Flex, Grid, Space, Table, Typography } from "antd";
import type { SorterResult } from "antd/es/table/interface";
import { useParams } from "react-router-dom";
import { formatPhone } from "@shared/phone.js";
import { CustomerSearch } from "../../components/CustomerSearch";
import { PageHeader } from "../../layout/PageHeader";
import { formatDateTime } from "../../lib/dates";
import { LoadError } from "./panel/LoadError";
import { CustomerDrawer } from "./CustomerDrawer";
import { customerName } from "./customerName";
import { useCan, useNavigation } from "@refinedev/core";
import { EXPORT_ACTION } from "../../providers/accessControlProvider";
import { useCustomerPages, type CustomerRow, type CustomerSort } from "./useCustomerPages";
import { countText } from "@shared/counts.js";

/** The CSV of the customers the current search finds, in the table's order. */
function customersCsvPath(text: string, sorting: { sort: string; order: string }): string {
  return `/api/export/customers.csv?${new URLSearchParams({ text, ...sorting })}`;
}

const muted = <Typography.Text type="secondary">—</Typography.Text>;

export default function CustomerListPage() {
  const pages = useCustomerPages();
  const screens = Grid.useBreakpoint();
  const { id: openId = null } = useParams<{ id: string }>();
  const { show, list } = useNavigation();
  const { data, isLoading, isFetching, error } = pages.query;
  // Downloads are the owner's, or an employee's the owner granted them (the server refuses the rest).
  const canExport = useCan({ resource: "customers", action: EXPORT_ACTION }).data?.can === true;

  const sortOrderOf = (field: CustomerSort) => (pages.sorting.sort === field ? (pages.sorting.order === "asc" ? "ascend" : "descend") : null);

  const onSort = (sorter: SorterResult<CustomerRow>) => {
    const field = sorter.columnKey as CustomerSort | undefined;
    pages.setSorting(field && sorter.order ? { sort: field, order: sorter.order === "ascend" ? "asc" : "desc" } : null);
  };

  return (
    <>
      <PageHeader
        title="Πελάτες"
        subtitle={data ? countText(data.total, "customer") : "Τα στοιχεία, οι πόντοι και οι σημειώσεις των πελατών."}
        extra={
          canExport ? (
            <Button icon={<DownloadOutlined />} href={customersCsvPath(pages.text, pages.sorting)}>
              Εξαγωγή CSV
            </Button>
          ) : null
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Flex gap={12} wrap style={{ padding: 16 }}>
          <CustomerSearch initial={pages.text} onSearch={pages.setText} label="Αναζήτηση πελάτη" />
        </Flex>
        {error && !data ? (
          <div style={{ padding: 16 }}>
            <LoadError error={error} />
          </div>
        ) : (
          <Table<CustomerRow>
            rowKey="id"
            dataSource={data?.data}
            loading={isLoading || (isFetching && pages.query.isPreviousData)}
            pagination={false}
            showSorterTooltip={false}
            sortDirections={["descend", "ascend"]}
            onChange={(_pagination, _filters, sorter) => onSort(Array.isArray(sorter) ? sorter[0] : sorter)}
            onRow={(row) => ({
              onClick: () => show("customers", row.id),
              onKeyDown: (event) => event.key === "Enter" && show("customers", row.id),
              tabIndex: 0,
              style: { cursor: "pointer" },
            })}
            locale={{ emptyText: pages.text ? "Κανένας πελάτης δεν ταιριάζει στην αναζήτηση." : "Δεν υπάρχουν πελάτες ακόμη." }}
          >
            <Table.Column<CustomerRow>
              key="phone"
              title="Τηλέφωνο"
              dataIndex="phone"
              sorter
              sortOrder={sortOrderOf("phone")}
              render={(phone: string | null, row) =>
                // Narrow screens have no name column: the name goes under the phone.
                screens.sm ? (
                  formatPhone(phone)
                ) : (
                  <Space direction="vertical" size={0}>
                    {formatPhone(phone)}
                    <Typography.Text type="secondary">{customerName(row) ?? "—"}</Typography.Text>
                  </Space>
                )
              }
            />
            <Table.Column<CustomerRow>
              key="name"
              title="Όνομα"
              sorter
              sortOrder={sortOrderOf("name")}
              responsive={["sm"]}
              render={(_, row) => customerName(row) ?? muted}
            />
            <Table.Column<CustomerRow> key="points" title="Πόντοι" dataIndex="points" align="right" sorter sortOrder={sortOrderOf("points")} />
            <Table.Column<CustomerRow>
              key="stamps"
              title="Στάμπες"
              dataIndex="stamps"
              align="right"
              sorter
              sortOrder={sortOrderOf("stamps")}
              responsive={["sm"]}
            />
            <Table.Column<CustomerRow>
              key="lastVisitAt"
              title="Τελευταία επίσκεψη"
              dataIndex="lastVisitAt"
              sorter
              sortOrder={sortOrderOf("lastVisitAt")}
              responsive={["md"]}
              render={(value: string | null) => (value ? formatDateTime(value) : muted)}
            />
          </Table>
        )}
        <Flex justify="space-between" align="center" style={{ padding: "12px 16px" }}>
          <Typography.Text type="secondary">Σελίδα {pages.page}</Typography.Text>
          <Space>
            <Button icon={<LeftOutlined />} disabled={!pages.hasPrevious} onClick={pages.previous}>
              Προηγούμενη
            </Button>
            <Button disabled={!pages.hasNext} onClick={pages.next}>
              Επόμενη <RightOutlined />
            </Button>
          </Space>
        </Flex>
      </Card>
      <CustomerDrawer id={openId} onClose={() => list("customers")} />
    </>
  );
}
