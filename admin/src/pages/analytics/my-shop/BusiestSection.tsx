// When the counter is busiest: weekday × hour (Athens time) as a heat map, purchases per weekday,
// and the period's busiest days.
import { DataTable } from "../../../components/plain/DataTable";
import type { RouterOutputs } from "../../../lib/routerTypes";
import { AnalyticsCard } from "../AnalyticsCard";
import { CategoryChart } from "../charts";
import { formatCents, formatDay, formatNumber, WEEKDAY_NAMES, WEEKDAY_SHORT } from "../format";
import { exportHref, type Period } from "../period";
import { useShopBusiest } from "../queries";
import { countText } from "@shared/counts.js";

type Busiest = RouterOutputs["analytics"]["shopBusiest"];

/** The heat map's columns: the hours of the day. */
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

// The heat map is a CSS grid (a row of hour labels, then a row per weekday, its rows `display: contents`),
// given table roles so a screen reader can walk it: a <table> restyled as a grid loses its table
// semantics in some browsers.
function Heatmap({ heatmap }: { heatmap: Busiest["heatmap"] }) {
  const max = Math.max(1, ...heatmap.flat());
  return (
    <div className="analytics-heatmap-scroll">
      {/* biome-ignore lint/a11y/useSemanticElements: a CSS grid with table roles (see above) */}
      <div className="analytics-heatmap" role="table" aria-label="Συναλλαγές ανά ημέρα και ώρα">
        <span />
        {HOURS.map((hour) => (
          <span key={hour} className="analytics-heatmap-label" style={{ justifyContent: "center" }}>
            {hour % 6 === 0 ? hour : ""}
          </span>
        ))}
        {WEEKDAY_SHORT.map((weekdayName, weekday) => (
          // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a row of a read-only table (see above), nothing in it to act on
          <div key={weekdayName} role="row" style={{ display: "contents" }}>
            <span className="analytics-heatmap-label">{weekdayName}</span>
            {HOURS.map((hour) => {
              const count = heatmap[weekday][hour];
              return (
                // biome-ignore lint/a11y/useSemanticElements: a cell of the CSS grid with table roles (see above)
                <span
                  key={hour}
                  role="cell"
                  className="analytics-heatmap-cell"
                  title={`${WEEKDAY_NAMES[weekday]} ${String(hour).padStart(2, "0")}:00 – ${countText(count, "transaction")}`}
                  style={{ background: count === 0 ? "#f1f5f4" : `rgba(15, 118, 110, ${0.15 + (0.85 * count) / max})` }}
                />
              );
            })}
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
            <p className="analytics-note">Συναλλαγές πόντων και στάμπας ανά ημέρα της εβδομάδας και ώρα. Πιο σκούρο: περισσότερη κίνηση.</p>
            <CategoryChart
              data={data.weekdays.map((day) => ({ label: WEEKDAY_SHORT[day.weekday], value: day.purchases }))}
              name="Συναλλαγές"
              format={formatNumber}
              height={200}
            />
          </>
        )
      }
      table={
        <DataTable
          rowKey={(day) => day.day}
          rows={data?.topDays}
          empty="Καμία συναλλαγή στην περίοδο."
          caption={
            <>
              <strong>Οι πιο πολυσύχναστες ημέρες</strong>
              <span className="analytics-caption-note">Συναλλαγές πόντων και στάμπας· έσοδα από τις συναλλαγές με πόντους.</span>
            </>
          }
          columns={[
            { title: "Ημέρα", key: "day", render: (day) => formatDay(day.day) },
            { title: "Συναλλαγές", key: "purchases", align: "right", render: (day) => formatNumber(day.purchases) },
            { title: "Έσοδα", key: "revenue", align: "right", render: (day) => formatCents(day.revenue) },
          ]}
        />
      }
    />
  );
}
