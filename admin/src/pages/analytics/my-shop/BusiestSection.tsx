// When the counter is busiest: weekday × hour (Athens time) as a heat map, purchases per weekday,
// and the period's busiest days.
import { Table, Typography } from "antd";
import type { RouterOutputs } from "../../../lib/trpc";
import { AnalyticsCard } from "../AnalyticsCard";
import { CategoryChart } from "../charts";
import { formatCents, formatDay, formatNumber, WEEKDAY_NAMES, WEEKDAY_SHORT } from "../format";
import { exportHref, type Period } from "../period";
import { useShopBusiest } from "../queries";

type Busiest = RouterOutputs["analytics"]["shopBusiest"];

function Heatmap({ heatmap }: { heatmap: Busiest["heatmap"] }) {
  const max = Math.max(1, ...heatmap.flat());
  return (
    <div className="analytics-heatmap-scroll">
      <div className="analytics-heatmap" role="table" aria-label="Συναλλαγές ανά ημέρα και ώρα">
        <span />
        {Array.from({ length: 24 }, (_, hour) => (
          <span key={hour} className="analytics-heatmap-label" style={{ justifyContent: "center" }}>
            {hour % 6 === 0 ? hour : ""}
          </span>
        ))}
        {heatmap.map((hours, weekday) => (
          <div key={weekday} role="row" style={{ display: "contents" }}>
            <span className="analytics-heatmap-label">{WEEKDAY_SHORT[weekday]}</span>
            {hours.map((count, hour) => (
              <span
                key={hour}
                role="cell"
                className="analytics-heatmap-cell"
                title={`${WEEKDAY_NAMES[weekday]} ${String(hour).padStart(2, "0")}:00 – ${formatNumber(count)} συναλλαγές`}
                style={{ background: count === 0 ? "#f1f5f4" : `rgba(15, 118, 110, ${0.15 + (0.85 * count) / max})` }}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

export function BusiestSection({ period }: { period: Period }) {
  const busiest = useShopBusiest(period);
  const data = busiest.data;
  return (
    <AnalyticsCard
      title="Πότε έχετε κίνηση"
      csv={exportHref("analytics-busiest", period)}
      loading={busiest.isLoading}
      error={busiest.error}
      onRetry={() => void busiest.refetch()}
      chart={
        data && (
          <>
            <Heatmap heatmap={data.heatmap} />
            <Typography.Text type="secondary" style={{ display: "block", margin: "8px 0 12px", fontSize: 12 }}>
              Συναλλαγές πόντων και στάμπας ανά ημέρα της εβδομάδας και ώρα. Πιο σκούρο: περισσότερη κίνηση.
            </Typography.Text>
            <CategoryChart data={data.weekdays.map((day) => ({ label: WEEKDAY_SHORT[day.weekday], value: day.purchases }))} name="Συναλλαγές" format={formatNumber} height={200} />
          </>
        )
      }
      table={
        <Table
          size="small"
          rowKey="day"
          dataSource={data?.topDays}
          pagination={false}
          locale={{ emptyText: "Καμία συναλλαγή στην περίοδο." }}
          title={() => (
            <>
              <Typography.Text strong>Οι πιο πολυσύχναστες ημέρες</Typography.Text>
              <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
                Συναλλαγές πόντων και στάμπας· έσοδα από τις συναλλαγές με πόντους.
              </Typography.Text>
            </>
          )}
          columns={[
            { title: "Ημέρα", dataIndex: "day", render: (day: string) => `${formatDay(day)}` },
            { title: "Συναλλαγές", dataIndex: "purchases", align: "right", render: formatNumber },
            { title: "Έσοδα", dataIndex: "revenue", align: "right", render: formatCents },
          ]}
        />
      }
    />
  );
}
