// POST /api/contact: the public site's contact form. Validated, limited per client address, stored as a
// ContactMessage and e-mailed to the platform (or kept in the outbox when no SMTP is configured).
// A plain form post (no JavaScript) is redirected back to a notice on the home page; a request that accepts
// JSON gets JSON with a Greek message and, for bad input, the message of each field.
import express, { type ErrorRequestHandler, type Request, type Response } from "express";
import { z } from "zod";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { Logger } from "../lib/logger.js";
import type { Mailer } from "../lib/mailer.js";
import { jsonBody } from "../lib/jsonBody.js";
import { refuseUnsafeText, UNSAFE_TEXT_MESSAGE } from "../lib/text.js";
import { countText } from "../shared/counts.js";
import { formatGreekDateTime } from "../lib/dates.js";

export type ContactServices = { db: Db; env: Pick<Env, "PLATFORM_EMAIL">; mailer: Mailer; log: Logger };

export const CONTACT_LIMIT = { windowMs: 10 * 60 * 1000, maxMessages: 5 } as const;

const CONTACT_MESSAGES = {
  sent: "Ευχαριστούμε! Λάβαμε το μήνυμά σας και θα σας απαντήσουμε μέσα σε μία εργάσιμη ημέρα.",
  invalid: "Το μήνυμα δεν στάλθηκε: διορθώστε τα πεδία που σημειώνονται.",
  limited: "Στείλατε πολλά μηνύματα σε λίγο χρόνο. Δοκιμάστε ξανά σε λίγα λεπτά.",
  failed: "Κάτι πήγε στραβά και το μήνυμα δεν στάλθηκε. Δοκιμάστε ξανά ή γράψτε μας με e-mail.",
} as const;

// Names and subjects are one line: whitespace, newlines included, collapses (a newline must not reach a subject).
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();
const requiredText = (missing: string) => z.string({ required_error: missing, invalid_type_error: missing });
const optionalLine = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined ? undefined : oneLine(value) || undefined))
    .pipe(
      z
        .string()
        .max(max, `Έως ${countText(max, "character", { case: "accusative" })}.`)
        .optional(),
    );

const contactSchema = z.object({
  name: requiredText("Γράψτε το ονοματεπώνυμό σας.").transform(oneLine).pipe(z.string().min(2, "Γράψτε το ονοματεπώνυμό σας.").max(100, "Έως 100 χαρακτήρες.")),
  email: requiredText("Γράψτε το e-mail σας.")
    .transform((value) => value.trim())
    .pipe(z.string().min(1, "Γράψτε το e-mail σας.").max(200, "Έως 200 χαρακτήρες.").email("Γράψτε ένα έγκυρο e-mail, π.χ. eleni@example.gr.")),
  phone: optionalLine(20).refine((value) => value === undefined || /^\+?[0-9 ()-]{7,20}$/.test(value), "Γράψτε ένα έγκυρο τηλέφωνο, π.χ. 210 123 4567."),
  shop: optionalLine(120),
  message: requiredText("Γράψτε το μήνυμά σας.")
    .transform((value) => value.trim())
    .pipe(z.string().min(10, "Γράψτε το μήνυμά σας (τουλάχιστον 10 χαρακτήρες).").max(2000, "Έως 2000 χαρακτήρες.")),
});

type ContactInput = z.infer<typeof contactSchema>;
type Outcome = "ok" | "invalid" | "limit" | "error";

export function contactRoutes(services: ContactServices): express.Router {
  const router = express.Router();
  router.use(
    express.urlencoded({ extended: false, limit: "16kb" }),
    jsonBody("16kb"),
    refuseUnsafeText((req, res, field) =>
      answer(req, res, 400, "invalid", { message: CONTACT_MESSAGES.invalid, fieldErrors: { [field.replace(/^body\./, "")]: [UNSAFE_TEXT_MESSAGE] } }),
    ),
  );

  router.post("/", async (req, res) => {
    const ip = req.ip ?? null;
    const parsed = contactSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const fieldErrors = parsed.error.flatten().fieldErrors;
      return answer(req, res, 400, "invalid", { message: CONTACT_MESSAGES.invalid, fieldErrors });
    }

    const input = parsed.data;
    const stored = await storeWithinLimit(services.db, { ...input, ip });
    if (!stored) {
      res.set("Retry-After", String(CONTACT_LIMIT.windowMs / 1000));
      return answer(req, res, 429, "limit", { message: CONTACT_MESSAGES.limited });
    }
    try {
      await services.mailer.send(platformEmail(services.env.PLATFORM_EMAIL, input, stored.createdAt, ip));
    } catch (error) {
      // The message is stored, so it is not lost: the visitor is told it arrived.
      services.log.error({ err: error, contactMessageId: stored.id }, "contact message stored but not e-mailed");
    }
    answer(req, res, 200, "ok", { message: CONTACT_MESSAGES.sent });
  });

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = (error as { status?: number }).status;
    if (status === 400 || status === 413 || status === 415) {
      return answer(req, res, 400, "invalid", { message: CONTACT_MESSAGES.invalid });
    }
    services.log.error({ err: error }, "contact form failed");
    answer(req, res, 500, "error", { message: CONTACT_MESSAGES.failed });
  };
  router.use(onError);
  return router;
}

/**
 * Counts the address's recent messages and stores this one under a lock of that address, so parallel
 * posts are counted one after another (a plain count-then-insert let 20 parallel posts through).
 * Null when the address is over its limit.
 */
function storeWithinLimit(db: Db, data: ContactInput & { ip: string | null }) {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`contact:${data.ip ?? ""}`}, 0))`;
    const since = new Date(Date.now() - CONTACT_LIMIT.windowMs);
    const recent = await tx.contactMessage.count({ where: { ip: data.ip, createdAt: { gte: since } } });
    if (recent >= CONTACT_LIMIT.maxMessages) return null;
    return tx.contactMessage.create({ data });
  });
}

function answer(req: Request, res: Response, status: number, outcome: Outcome, body: { message: string; fieldErrors?: object }) {
  res.set("Cache-Control", "no-store");
  if (req.accepts(["html", "json"]) === "json") {
    res.status(status).json(body);
    return;
  }
  // The notices are elements of the home page that CSS shows when they are the URL's fragment.
  res.redirect(303, `/?contact=${outcome}#contact-${outcome}`);
}

function platformEmail(to: string, input: ContactInput, receivedAt: Date, ip: string | null) {
  const when = formatGreekDateTime(receivedAt);
  const lines = [
    `Νέο μήνυμα από τη φόρμα επικοινωνίας (${when}).`,
    "",
    `Όνομα: ${input.name}`,
    `E-mail: ${input.email}`,
    `Τηλέφωνο: ${input.phone ?? "-"}`,
    `Κατάστημα: ${input.shop ?? "-"}`,
    `Διεύθυνση IP: ${ip ?? "-"}`,
    "",
    input.message,
  ];
  const subject = `Φόρμα επικοινωνίας: ${input.name}${input.shop ? ` (${input.shop})` : ""}`;
  return { to, subject, text: lines.join("\n") };
}
