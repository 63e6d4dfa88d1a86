// /admin/analytics/my-shop: the shop's figures for a chosen period — sales, points and coupons,
// customers and visits, busy times, stores, tags and rewards, cohorts — and customers at risk today.
import { PageHeader } from "../../../layout/PageHeader";
import "../analytics.css";
import { usePeriod } from "../period";
import { AtRiskSection } from "./AtRiskSection";
import { BreakdownSection } from "./BreakdownSection";
import { BusiestSection } from "./BusiestSection";
import { CustomersSection } from "./CustomersSection";
import { PeriodPicker } from "./PeriodPicker";
import { RetentionSection } from "./RetentionSection";
import { SalesSection } from "./SalesSection";

export default function MyShopPage() {
  const { period, setRange, setInterval } = usePeriod();
  return (
    <>
      <PageHeader
        title="Το κατάστημά μου"
        subtitle="Πωλήσεις, πόντοι και πελάτες για την περίοδο που επιλέγετε."
        extra={<PeriodPicker period={period} onRange={setRange} onInterval={setInterval} />}
      />
      <SalesSection period={period} />
      <CustomersSection period={period} />
      <BusiestSection period={period} />
      <BreakdownSection period={period} />
      <RetentionSection period={period} />
      <AtRiskSection />
    </>
  );
}
