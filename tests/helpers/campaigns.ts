// Campaign submissions of a shop, made straight in the database in a chosen state.
import type { Db } from "../../server/src/db/client.js";
import type { AlertStatus, AlertType } from "../../server/src/generated/prisma/client.js";

export async function addSubmission(db: Db, companyId: string, type: AlertType, status: AlertStatus = "APPROVED") {
  const content =
    type === "EMAIL"
      ? { title: "Χειμερινή προσφορά", subject: "Προσφορά για εσάς", html: "<h1>Καλό χειμώνα!</h1><p>Δύο καφέδες στην τιμή του ενός.</p>" }
      : type === "SMS"
        ? { title: "SMS προσφορά", text: "KAΛHMEPA! -20% ΣE OΛA", encoding: "GSM" as const }
        : { title: "Νέο μενού", text: "Δοκιμάστε το νέο χειμερινό μενού.", url: "https://example.com/menu" };
  return db.alertReview.create({ data: { companyId, type, status, ...content } });
}
