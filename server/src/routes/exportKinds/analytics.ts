// CSV exports of the analytics screens (owner only, like the screens): the same figures as the tables
// beside the charts, for the period in the query string (?from=YYYY-MM-DD&to=YYYY-MM-DD&interval=day).
import { z } from "zod";
import { customersAtRisk } from "../../analytics/atRisk.js";
import { shopBreakdown } from "../../analytics/breakdown.js";
import { shopBusiest } from "../../analytics/busiest.js";
import { shopCustomers } from "../../analytics/customers.js";
import { shopSeries, shopTotals, type PeriodTotals } from "../../analytics/overview.js";
import { periodInput } from "../../analytics/period.js";
import { shopRetention } from "../../analytics/retention.js";
import { csvCents, type CsvCell } from "../../lib/csv.js";
import { exportKind } from "./kind.js";

const WEEKDAYS = ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο", "Κυριακή"];

/** "2026-11-23" → "23/11/2026" */
const csvDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const csvDecimal = (value: number | null) => (value === null ? "" : value.toFixed(2).replace(".", ","));
const csvPercent = (part: number, whole: number) => (whole > 0 ? csvDecimal((100 * part) / whole) : "");

const shop = { flag: "analytics-shop", ownerOnly: true } as const;

const figures = (point: Omit<PeriodTotals, "averageTicket">): CsvCell[] => [
  point.purchases,
  csvCents(Number(point.revenue)),
  point.stampPurchases,
  csvCents(Number(point.stampRevenue)),
  point.pointsIssued,
  point.pointsRedeemed,
  point.pointsExpired,
  point.stampsGiven,
  point.stampsRedeemed,
  point.stampsExpired,
  point.couponsCreated,
  point.couponsRedeemed,
  point.activeCustomers,
  point.newCustomers,
  point.returningCustomers,
];

export const analyticsOverviewExport = exportKind({
  ...shop,
  header: [
    "Από",
    "Έως",
    "Συναλλαγές",
    "Έσοδα (€)",
    "Συναλλαγές στάμπας",
    "Αξία αγορών με στάμπα (€)",
    "Πόντοι που δόθηκαν",
    "Πόντοι που εξαργυρώθηκαν",
    "Πόντοι που έληξαν",
    "Στάμπες που δόθηκαν",
    "Στάμπες που εξαργυρώθηκαν",
    "Στάμπες που έληξαν",
    "Κουπόνια που δημιουργήθηκαν",
    "Κουπόνια που εξαργυρώθηκαν",
    "Ενεργοί πελάτες",
    "Νέοι πελάτες",
    "Πελάτες που επέστρεψαν",
  ],
  filter: periodInput,
  async *batches(db, company, period) {
    const series = await shopSeries(db, company.id, period);
    const totals = await shopTotals(db, company.id, period, series);
    yield [...series.map((point) => [csvDay(point.from), csvDay(point.to), ...figures(point)]), [csvDay(period.from), csvDay(period.to), ...figures(totals)]];
  },
});

export const analyticsVisitsExport = exportKind({
  ...shop,
  header: ["Μέρες από την προηγούμενη επίσκεψη", "Επισκέψεις", "Ποσοστό (%)"],
  filter: periodInput,
  async *batches(db, company, period) {
    const customers = await shopCustomers(db, company.id, period);
    const total = customers.gapDistribution.reduce((sum, group) => sum + group.visits, 0);
    yield customers.gapDistribution.map((group) => [group.label, group.visits, csvPercent(group.visits, total)]);
  },
});

export const analyticsBusiestExport = exportKind({
  ...shop,
  header: ["Ημέρα", ...Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, "0")}:00`), "Σύνολο"],
  filter: periodInput,
  async *batches(db, company, period) {
    const busiest = await shopBusiest(db, company.id, period);
    yield busiest.heatmap.map((hours, weekday) => [WEEKDAYS[weekday], ...hours, busiest.weekdays[weekday].purchases]);
  },
});

export const analyticsBreakdownExport = exportKind({
  ...shop,
  header: ["Κατηγορία", "Όνομα", "Συναλλαγές", "Έσοδα (€)", "Συναλλαγές στάμπας", "Κουπόνια", "Εξαργυρώθηκαν", "Πόντοι ή στάμπες"],
  filter: periodInput,
  async *batches(db, company, period) {
    const { stores, tags, rewards } = await shopBreakdown(db, company.id, period);
    yield [
      ...stores.map((row) => ["Υποκατάστημα", row.name, row.purchases, csvCents(Number(row.revenue)), row.stampPurchases, "", "", ""]),
      ...tags.map((row) => ["Ετικέτα", row.label, row.purchases, csvCents(Number(row.revenue)), row.stampPurchases, "", "", ""]),
      ...rewards.map((row) => [row.kind === "points" ? "Ανταμοιβή" : "Ανταμοιβή στάμπας", row.title, "", "", "", row.coupons, row.redeemed, row.spent]),
    ];
  },
});

export const analyticsRetentionExport = exportKind({
  ...shop,
  header: ["Μήνας πρώτης επίσκεψης", "Νέοι πελάτες", "Μήνες μετά", "Επέστρεψαν", "Ποσοστό (%)"],
  filter: periodInput,
  async *batches(db, company, period) {
    const cohorts = await shopRetention(db, company.id, period);
    yield cohorts.flatMap((cohort) => {
      const month = `${cohort.month.slice(5, 7)}/${cohort.month.slice(0, 4)}`;
      return cohort.returned.map((returned, index) => [month, cohort.customers, index + 1, returned, csvPercent(returned, cohort.customers)]);
    });
  },
});

export const analyticsAtRiskExport = exportKind({
  ...shop,
  header: ["Τηλέφωνο", "Όνομα", "Επώνυμο", "Τελευταία επίσκεψη", "Ημέρες επισκέψεων", "Συνήθες διάστημα (μέρες)", "Μέρες χωρίς επίσκεψη"],
  filter: z.object({}),
  async *batches(db, company) {
    const { customers } = await customersAtRisk(db, company.id, { limit: null });
    yield customers.map((row) => [
      row.phone,
      row.firstName,
      row.lastName,
      csvDay(row.lastVisit),
      row.visits,
      csvDecimal(row.usualGapDays),
      row.daysSinceLastVisit,
    ]);
  },
});
