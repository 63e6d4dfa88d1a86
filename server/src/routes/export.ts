// GET /api/export/:kind.csv?text=... — the lists as CSV downloads, with the list's permission flag.
// Downloads are the owner's, or an employee's the owner granted exports (shared/staffAccess.ts).
// Server-side registry: each kind lives in ./exportKinds/ and is added to `exportKinds` below.
import express, { type Request, type Response } from "express";
import { ZodError } from "zod";
import { sendCsv } from "../lib/csv.js";
import { refuseUnsafeText, UNSAFE_TEXT_MESSAGE } from "../lib/text.js";
import { readFlags } from "../shared/flags.js";
import { hasPermission } from "../shared/staffAccess.js";
import { PERMISSION_REFUSED, type Services } from "../trpc.js";
import type { ExportKind } from "./exportKinds/kind.js";
import { stampTransactionsExport, transactionsExport } from "./exportKinds/transactions.js";
import { couponsExport, stampCouponsExport } from "./exportKinds/coupons.js";
import { customersExport } from "./exportKinds/customers.js";
import {
  analyticsAtRiskExport,
  analyticsBreakdownExport,
  analyticsBusiestExport,
  analyticsOverviewExport,
  analyticsRetentionExport,
  analyticsVisitsExport,
} from "./exportKinds/analytics.js";

export const exportKinds: Record<string, ExportKind> = {
  transactions: transactionsExport,
  "stamps-transactions": stampTransactionsExport,
  coupons: couponsExport,
  "stamps-coupons": stampCouponsExport,
  customers: customersExport,
  "analytics-overview": analyticsOverviewExport,
  "analytics-visits": analyticsVisitsExport,
  "analytics-busiest": analyticsBusiestExport,
  "analytics-breakdown": analyticsBreakdownExport,
  "analytics-retention": analyticsRetentionExport,
  "analytics-at-risk": analyticsAtRiskExport,
};

export function exportRoutes(services: Services) {
  const routes = express.Router();
  routes.use(refuseUnsafeText((_req, res) => refuse(res, 400, UNSAFE_TEXT_MESSAGE)));
  routes.get("/:kind.csv", async (req: Request, res: Response) => {
    const name = String(req.params.kind);
    const kind = Object.hasOwn(exportKinds, name) ? exportKinds[name] : undefined;
    if (!kind) return void refuse(res, 404, "Η εξαγωγή δεν βρέθηκε.");
    const user = await services.resolveUser(req);
    if (!user) return void refuse(res, 401, "Συνδεθείτε για να συνεχίσετε.");
    const membership = await services.findMembership(user.id);
    if (!membership) return void refuse(res, 404, "Δεν βρέθηκε κατάστημα για αυτόν τον λογαριασμό.");
    if (!readFlags(membership.company.flags)["admin-panel"][kind.flag]) {
      return void refuse(res, 403, "Η λειτουργία δεν είναι ενεργή για το κατάστημα.");
    }
    if (kind.ownerOnly && membership.employee.role !== "OWNER") {
      return void refuse(res, 403, "Μόνο ο ιδιοκτήτης του καταστήματος μπορεί να το κάνει αυτό.");
    }
    if (!hasPermission(membership.employee, "exports")) return void refuse(res, 403, PERMISSION_REFUSED.exports);
    let batches: ReturnType<ExportKind["open"]>;
    try {
      batches = kind.open(services.db, membership.company, req.query);
    } catch (error) {
      if (error instanceof ZodError) return void refuse(res, 400, "Μη έγκυρο φίλτρο αναζήτησης.");
      throw error;
    }
    const day = new Date().toISOString().slice(0, 10);
    try {
      await sendCsv(res, `${name}-${day}.csv`, kind.header, batches);
    } catch (error) {
      services.log.error({ err: error, kind: name, requestId: (req as { id?: unknown }).id }, "CSV export failed");
      // Once the download has started it can only be cut short: the browser then reports a failed download.
      if (res.headersSent) res.destroy(error as Error);
      else refuse(res, 500, "Κάτι πήγε στραβά. Δοκιμάστε ξανά.");
    }
  });
  return routes;
}

function refuse(res: Response, status: number, message: string) {
  res.status(status).set("Cache-Control", "no-store").json({ error: message });
}
