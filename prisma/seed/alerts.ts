// Notification submissions of the main demo shop: two per status for each of push, SMS and e-mail,
// with a campaign for each executed one, launched to everyone and delivered (planDeliveries), so its
// results page has figures. The texts name no season or date: the dates are relative to the day of seeding.
// SMS texts carry no opt-out of their own: the platform appends one to every message.
import type { AlertType, Prisma } from "../../server/src/generated/prisma/client.js";
import { DAY } from "./customers.js";
import type { PlannedCustomer } from "./customers.js";
import type { Random } from "./random.js";

/** An executed submission's campaign; its description and deliveries come from planDeliveries. */
export type PlannedCampaign = Omit<Prisma.CampaignCreateManyInput, "description"> & { id: string; channel: AlertType; createdAt: Date };

type Status = "PENDING_REVIEW" | "REJECTED" | "APPROVED" | "EXECUTED" | "CANCELED_BY_USER";
type Content = Pick<Prisma.AlertReviewCreateManyInput, "title" | "text" | "encoding" | "subject" | "html" | "url">;

// Two submissions per status, in this order; days ago as [min, max].
const STATUSES: { status: Status; daysAgo: [number, number] }[] = [
  { status: "PENDING_REVIEW", daysAgo: [0, 3] },
  { status: "REJECTED", daysAgo: [10, 60] },
  { status: "APPROVED", daysAgo: [1, 7] },
  { status: "EXECUTED", daysAgo: [20, 180] },
  { status: "CANCELED_BY_USER", daysAgo: [5, 90] },
];

const REJECTIONS = {
  PUSH: ["Αναφέρετε μέχρι πότε ισχύει η προσφορά.", "Ο τίτλος είναι πολύ μεγάλος για ειδοποίηση κινητού."],
  SMS: ["Το μήνυμα ξεπερνά τους 70 χαρακτήρες ενός ελληνικού SMS και θα χρεωθεί ως 3 μηνύματα. Συντομεύστε το.", "Αναφέρετε μέχρι πότε ισχύει η προσφορά."],
  EMAIL: ["Το θέμα είναι γραμμένο όλο με κεφαλαία: γράψτε το κανονικά.", "Λείπει ο σύνδεσμος διαγραφής από τη λίστα."],
};

const site = "https://kafe-athina.gr";

const PUSH: Content[] = [
  { title: "Νέο μενού", text: "Δοκιμάστε τη νέα μηλόπιτα με κανέλα και το σπιτικό cheesecake!", url: `${site}/menu` },
  { title: "Διπλοί πόντοι το Σαββατοκύριακο", text: "Αυτό το Σαββατοκύριακο κάθε αγορά μετράει διπλά!" },
  { title: "Happy hour καφέ", text: "Freddo espresso μόνο 2€, καθημερινά 15:00–17:00." },
  {
    title: "Σας περιμένουμε με ένα δώρο αυτή την εβδομάδα σε όποιο από τα δύο μας καταστήματα κι αν έρθετε",
    text: "Περάστε αυτή την εβδομάδα και πάρτε 20 πόντους δώρο.",
  },
  { title: "Νέο κατάστημα στο Κουκάκι", text: "Μας βρίσκετε πλέον και στη Δράκου 8. Ελάτε να γνωριστούμε!", url: `${site}/katastimata` },
  { title: "Πρωινό με 5€", text: "Καφές και τοστ μόνο 5€, έως τις 11:00." },
  { title: "Σπιτικά γλυκά", text: "Μηλόπιτα, cheesecake και κουλουράκια, φρέσκα κάθε μέρα." },
  { title: "Νέο ωράριο", text: "Από τη Δευτέρα είμαστε ανοιχτά έως τις 23:00." },
  { title: "Διαγωνισμός Instagram", text: "Ανεβάστε φωτογραφία με #kafeathina και κερδίστε πρωινό για δύο!" },
  { title: "Ένας χρόνος μαζί", text: "Κλείσαμε έναν χρόνο με το πρόγραμμα πόντων. Ευχαριστούμε που είστε μαζί μας!" },
];

const SMS: Content[] = [
  { title: "Προσφορά Τρίτης", text: "Καφέ Αθηνά: Κάθε Τρίτη 2ος freddo στη μισή τιμή!", encoding: "UNICODE" },
  { title: "Διπλοί πόντοι (greeklish)", text: "Kafe Athina: Savvatokyriako diploi pontoi se kathe agora!", encoding: "GSM" },
  {
    title: "Νέες γεύσεις",
    text:
      "Καφέ Αθηνά: Ήρθαν οι νέες μας γεύσεις! Latte με κανέλα, μηλόπιτα με κανέλα " + "και ζεστή σοκολάτα με μπαχαρικά σας περιμένουν σε Σύνταγμα και Κουκάκι.",
    encoding: "UNICODE",
  },
  { title: "Πρωινό με 5€", text: "Καφέ Αθηνά: Καφές και τοστ μόνο 5€ έως τις 11:00!", encoding: "UNICODE" },
  { title: "Νέο κατάστημα", text: "Kafe Athina: Anoixame kai sto Koukaki, Drakou 8!", encoding: "GSM" },
  { title: "Γενέθλια καταστήματος", text: "Καφέ Αθηνά: Γιορτάζουμε! Σήμερα όλοι οι καφέδες 2€.", encoding: "UNICODE" },
  { title: "Προσφορά γλυκών", text: "Kafe Athina: -30% se ola ta glyka, mono simera!", encoding: "GSM" },
  { title: "Freddo 2€", text: "Καφέ Αθηνά: Freddo espresso 2€ όλη την εβδομάδα!", encoding: "UNICODE" },
  { title: "Υπενθύμιση πόντων", text: "Καφέ Αθηνά: Έχετε πόντους για δωρεάν καφέ!", encoding: "UNICODE" },
  { title: "Ωράριο Κυριακής", text: "Kafe Athina: Tin Kyriaki anoixta 9:00-18:00.", encoding: "GSM" },
];

const email = (heading: string, body: string) => `<h1>${heading}</h1><p>${body}</p><p><a href="${site}/unsubscribe">Διαγραφή από τη λίστα</a></p>`;

const EMAIL: Content[] = [
  {
    title: "Newsletter",
    subject: "Τα νέα μας από το Καφέ Αθηνά",
    html: email("Τα νέα του Καφέ Αθηνά", "Νέες γεύσεις, νέο ωράριο και μια έκπληξη για τα μέλη μας."),
  },
  {
    title: "Προσφορά για μέλη",
    subject: "Μόνο για μέλη: διπλοί πόντοι αυτή την εβδομάδα",
    html: email("Διπλοί πόντοι", "Κάθε αγορά αυτή την εβδομάδα μετράει διπλά."),
  },
  { title: "Νέο μενού", subject: "ΝΕΟ ΜΕΝΟΥ ΣΤΟ ΚΑΦΕ ΑΘΗΝΑ", html: email("Νέο μενού", "Δοκιμάστε το νέο πιάτο πρωινού.") },
  { title: "Πρόσκληση σε γευσιγνωσία", subject: "Γευσιγνωσία καφέ το Σάββατο", html: `<h1>Γευσιγνωσία καφέ</h1><p>Σας περιμένουμε το Σάββατο στις 11:00.</p>` },
  { title: "Νέο ωράριο", subject: "Το νέο μας ωράριο", html: email("Νέο ωράριο", "Δείτε το νέο ωράριο των δύο καταστημάτων μας.") },
  {
    title: "Κουκάκι: εγκαίνια",
    subject: "Εγκαίνια του νέου μας καταστήματος",
    html: email("Εγκαίνια στο Κουκάκι", "Ελάτε την Παρασκευή για καφέ και γλυκό κερασμένα."),
  },
  {
    title: "Δροσερές γεύσεις",
    subject: "Freddo, παγωτό και φρέσκοι χυμοί",
    html: email("Δροσερές γεύσεις", "Freddo espresso, παγωτό χωνάκι και φρέσκοι χυμοί."),
  },
  {
    title: "Ένας χρόνος πόντοι",
    subject: "Ένας χρόνος πρόγραμμα πόντων: ευχαριστούμε!",
    html: email("Ευχαριστούμε!", "Κλείσαμε έναν χρόνο και σας χαρίζουμε 20 πόντους."),
  },
  { title: "Έρευνα ικανοποίησης", subject: "Πείτε μας τη γνώμη σας", html: email("Η γνώμη σας μετράει", "Απαντήστε σε 5 ερωτήσεις και κερδίστε 30 πόντους.") },
  { title: "Προσφορά γλυκών", subject: "-30% στα γλυκά αυτή την Παρασκευή", html: email("Προσφορά γλυκών", "-30% σε όλα τα γλυκά, μόνο αυτή την Παρασκευή.") },
];

export function planAlerts(random: Random, companyId: string, now: Date) {
  const alertReviews: Prisma.AlertReviewCreateManyInput[] = [];
  const campaigns: PlannedCampaign[] = [];
  for (const [type, contents] of [
    ["PUSH", PUSH],
    ["SMS", SMS],
    ["EMAIL", EMAIL],
  ] as const) {
    contents.forEach((content, index) => {
      const { status, daysAgo } = STATUSES[Math.floor(index / 2)];
      const createdAt = new Date(now.getTime() - (daysAgo[0] + random.next() * (daysAgo[1] - daysAgo[0])) * DAY);
      const reviewed = status !== "PENDING_REVIEW" && status !== "CANCELED_BY_USER";
      const updatedAt = reviewed ? new Date(Math.min(createdAt.getTime() + random.int(1, 20) * 3_600_000, now.getTime())) : createdAt;
      const id = random.id();
      alertReviews.push({
        id,
        companyId,
        type,
        ...content,
        status,
        reviewMessage: status === "REJECTED" ? REJECTIONS[type][index % 2] : null,
        createdAt,
        updatedAt,
      });
      if (status === "EXECUTED") {
        campaigns.push({ id: random.id(), alertReviewId: id, title: content.title, channel: type, createdAt: updatedAt, updatedAt });
      }
    });
  }
  return { alertReviews, campaigns };
}

/**
 * Each executed campaign as the launchpad leaves it once sent to everyone: its launch record and one
 * delivery per customer who had joined by then, sent, or skipped with the reason the sender gives
 * (no consent, no e-mail address, no app for push); a few e-mails failed or bounced.
 */
export function planDeliveries(random: Random, campaigns: PlannedCampaign[], customers: PlannedCustomer[], launchedById: string) {
  const launches: Prisma.CampaignLaunchCreateManyInput[] = [];
  const deliveries: Prisma.CampaignDeliveryCreateManyInput[] = [];
  const rows: Prisma.CampaignCreateManyInput[] = [];
  for (const { channel, ...campaign } of campaigns) {
    const sentAt = campaign.createdAt.getTime();
    launches.push({ campaignId: campaign.id, channel, audience: { kind: "all" }, launchedById, createdAt: campaign.createdAt });
    let sent = 0;
    for (const { row } of customers) {
      if (row.createdAt.getTime() > sentAt) continue;
      const consent = row.newsAcceptedAt != null && !row.stoppedNotifications;
      const address = channel === "EMAIL" ? (row.email ?? null) : channel === "SMS" ? row.phone : null;
      const skip = !consent ? "no_consent" : channel === "EMAIL" && !address ? "no_email" : channel === "PUSH" && !row.userId ? "no_token" : null;
      const outcome = skip ? "skipped" : channel === "EMAIL" && random.chance(0.03) ? random.pick(["failed", "bounced"] as const) : "sent";
      const at = new Date(sentAt + random.int(1_000, 15 * 60_000));
      if (outcome === "sent") sent++;
      deliveries.push({
        id: random.id(),
        campaignId: campaign.id,
        customerId: row.id,
        channel,
        address,
        status: outcome,
        error: skip ?? (outcome === "failed" ? "550 Mailbox unavailable" : outcome === "bounced" ? "Η διεύθυνση δεν υπάρχει" : null),
        sentAt: outcome === "skipped" ? null : at,
        createdAt: campaign.createdAt,
        updatedAt: outcome === "skipped" ? campaign.createdAt : at,
      });
    }
    rows.push({ ...campaign, description: `Στάλθηκε σε ${sent} πελάτες` });
  }
  return { campaigns: rows, launches, deliveries };
}
