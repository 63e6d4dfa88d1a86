// The shop's day so far beside the same weekday last week, up to the same hour: purchases, takings,
// points, stamps, new customers and redeemed coupons. Shown only to whom the shop's analytics are open.
import { useNavigation } from "@refinedev/core";
import { Link } from "react-router-dom";
import { formatCents } from "@shared/money.js";
import { Compared } from "../../components/figures/Compared";
import { Heading } from "../../components/Heading";
import type { RouterOutputs } from "../../lib/routerTypes";
import { useCustomQuery } from "../../providers/customCalls";

type Figures = RouterOutputs["analytics"]["shopToday"]["today"];

const number = new Intl.NumberFormat("el-GR");
const formatNumber = (value: number) => number.format(value);
// The server's days are Athens days written "YYYY-MM-DD": read as UTC midnight, shown as that day.
const weekdayDate = new Intl.DateTimeFormat("el-GR", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

const FIGURES: { key: keyof Figures; title: string; format: (value: number) => string }[] = [
  { key: "purchases", title: "Συναλλαγές", format: formatNumber },
  { key: "revenue", title: "Έσοδα", format: formatCents },
  { key: "points", title: "Πόντοι που δόθηκαν", format: formatNumber },
  { key: "stamps", title: "Στάμπες που δόθηκαν", format: formatNumber },
  { key: "newCustomers", title: "Νέοι πελάτες", format: formatNumber },
  { key: "couponsRedeemed", title: "Εξαργυρωμένα κουπόνια", format: formatNumber },
];

export function DaySummary() {
  const { listUrl } = useNavigation();
  const day = useCustomQuery("analytics.shopToday", undefined, { staleTime: 60_000, refetchInterval: 5 * 60_000 });
  const summary = day.data;
  return (
    <section className="home-section" aria-labelledby="home-day-title" data-testid="home-day">
      <div className="home-section-head">
        <Heading level={2} look={4}>
          <span id="home-day-title">Η μέρα σας</span>
        </Heading>
        <Link to={listUrl("analytics-shop")}>Όλα τα στατιστικά</Link>
      </div>
      {summary ? (
        <>
          <p className="home-note">
            Σήμερα ως τώρα, δίπλα στην ίδια μέρα της προηγούμενης εβδομάδας ({weekdayDate.format(new Date(`${summary.lastWeekDay}T00:00:00Z`))}) ως τις{" "}
            {String(summary.untilHour).padStart(2, "0")}:59.
          </p>
          <dl className="home-figures">
            {FIGURES.map(({ key, title, format }) => {
              const today = Number(summary.today[key]);
              const lastWeek = Number(summary.lastWeek[key]);
              return (
                <div key={key} className="home-figure">
                  <dt>{title}</dt>
                  <dd>
                    <span className="home-figure-value">{format(today)}</span>
                    <Compared label="Πριν από μία εβδομάδα" previous={format(lastWeek)} current={today} previousValue={lastWeek} />
                  </dd>
                </div>
              );
            })}
          </dl>
        </>
      ) : day.isError ? (
        <p className="home-note" role="alert">
          Τα στοιχεία της ημέρας δεν φορτώθηκαν.{" "}
          <button type="button" className="plain-button" onClick={() => void day.refetch()}>
            Δοκιμάστε ξανά
          </button>
        </p>
      ) : (
        <p className="home-note">Φόρτωση των στοιχείων της ημέρας…</p>
      )}
    </section>
  );
}
