// Opting out of a shop's marketing from a link in its e-mail or SMS.
//   GET  /unsubscribe?token=…  a confirm page (changes nothing: mail scanners follow links)
//   POST /unsubscribe?token=…  the opt-out, at once: Customer.stoppedNotifications = true. Also the RFC 8058
//                              one-click POST mail clients send (body List-Unsubscribe=One-Click).
//   GET  /u/<code>             the short link of SMS (the customer's opt-out code), redirects to the confirm page
import express from "express";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import { customerOfOptOutCode } from "../channels/sms/optOutCode.js";
import { unsubscribeToken, verifyUnsubscribeToken } from "../campaigns/unsubscribe.js";
import { escapeHtml } from "../shared/escapeHtml.js";
import { sendPlainPage } from "./plainPage.js";

type UnsubscribeServices = { db: Db; env: Pick<Env, "AUTH_SECRET"> };

const INVALID = ["Μη έγκυρος σύνδεσμος", "<p>Ο σύνδεσμος διαγραφής δεν είναι έγκυρος. Ελέγξτε ότι τον αντιγράψατε ολόκληρο.</p>"] as const;

export function unsubscribeRoutes(services: UnsubscribeServices): express.Router {
  const router = express.Router();

  async function shopOf(customerId: string) {
    return services.db.customer.findUnique({ where: { id: customerId }, select: { company: { select: { name: true } } } });
  }

  // The short wallet link of SMS ({wallet} in a campaign): the wallet, opened at the shop.
  router.get("/w/:slug", (req, res) => {
    res.redirect(302, `/wallet/?shop=${encodeURIComponent(req.params.slug)}`);
  });

  // The SMS code (or, in SMS sent before the codes, the long token itself) → the confirm page's token.
  router.get("/u/:code", async (req, res) => {
    const customerId = await customerOfOptOutCode(services.db, req.params.code);
    const token = customerId ? unsubscribeToken(services.env, customerId) : req.params.code;
    res.redirect(302, `/unsubscribe?token=${encodeURIComponent(token)}`);
  });

  router.get("/unsubscribe", async (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    const customerId = verifyUnsubscribeToken(services.env, token);
    const customer = customerId ? await shopOf(customerId) : null;
    if (!customer) return sendPlainPage(res, 400, ...INVALID);
    sendPlainPage(
      res,
      200,
      "Διαγραφή από τις ενημερώσεις",
      `<p>Θέλετε να σταματήσετε να λαμβάνετε ενημερώσεις και προσφορές από το κατάστημα «${escapeHtml(customer.company.name)}»;</p>` +
        `<form method="post" action="/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">Διαγραφή</button></form>`,
    );
  });

  router.post("/unsubscribe", express.urlencoded({ extended: false, limit: "4kb" }), async (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    const customerId = verifyUnsubscribeToken(services.env, token);
    const customer = customerId ? await shopOf(customerId) : null;
    if (!customerId || !customer) return sendPlainPage(res, 400, ...INVALID);
    await services.db.customer.update({ where: { id: customerId }, data: { stoppedNotifications: true } });
    sendPlainPage(
      res,
      200,
      "Η διαγραφή ολοκληρώθηκε",
      `<p>Δεν θα λαμβάνετε πλέον ενημερώσεις από το κατάστημα «${escapeHtml(customer.company.name)}». Οι πόντοι και τα κουπόνια σας παραμένουν.</p>`,
    );
  });

  return router;
}
