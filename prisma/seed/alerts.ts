// Notification submissions of the main demo shop: two per status for each of push, SMS and e-mail,
// with a campaign for each executed one.
import type { Prisma } from "../../server/src/generated/prisma/client.js";
import { DAY } from "./customers.js";
import type { Random } from "./random.js";

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
  SMS: [
    "Το μήνυμα ξεπερνά τους 70 χαρακτήρες ενός ελληνικού SMS και θα χρεωθεί ως 3 μηνύματα. Συντομεύστε το.",
    "Προσθέστε τρόπο διακοπής λήψης (π.χ. «STOP στο 54000»).",
  ],
  EMAIL: ["Το θέμα είναι γραμμένο όλο με κεφαλαία: γράψτε το κανονικά.", "Λείπει ο σύνδεσμος διαγραφής από τη λίστα."],
};

const site = "https://kafe-athina.gr";

const PUSH: Content[] = [
  { title: "Νέο φθινοπωρινό μενού", text: "Δοκιμάστε το pumpkin spice latte και τη νέα μηλόπιτα με κανέλα!", url: `${site}/menu` },
  { title: "Διπλοί πόντοι το Σαββατοκύριακο", text: "Αυτό το Σαββατοκύριακο κάθε αγορά μετράει διπλά!" },
  { title: "Happy hour καφέ", text: "Freddo espresso μόνο 2€, καθημερινά 15:00–17:00." },
  { title: "Σας περιμένουμε με ένα δώρο για τη μεγάλη επιστροφή σας από τις διακοπές του καλοκαιριού", text: "Περάστε αυτή την εβδομάδα και πάρτε 20 πόντους δώρο." },
  { title: "Νέο κατάστημα στο Κουκάκι", text: "Μας βρίσκετε πλέον και στη Δράκου 8. Ελάτε να γνωριστούμε!", url: `${site}/katastimata` },
  { title: "Πρωινό με 5€", text: "Καφές και τοστ μόνο 5€, έως τις 11:00." },
  { title: "Χριστουγεννιάτικα γλυκά", text: "Μελομακάρονα και κουραμπιέδες, φρέσκα κάθε μέρα." },
  { title: "Καλοκαιρινό ωράριο", text: "Από 1η Ιουνίου είμαστε ανοιχτά έως τις 23:00." },
  { title: "Διαγωνισμός Instagram", text: "Ανεβάστε φωτογραφία με #kafeathina και κερδίστε πρωινό για δύο!" },
  { title: "Ένας χρόνος μαζί", text: "Κλείσαμε έναν χρόνο με το πρόγραμμα πόντων. Ευχαριστούμε που είστε μαζί μας!" },
];

const SMS: Content[] = [
  { title: "Προσφορά Τρίτης", text: "Καφέ Αθηνά: Κάθε Τρίτη 2ος freddo στη μισή τιμή! STOP στο 54000", encoding: "UNICODE" },
  { title: "Διπλοί πόντοι (greeklish)", text: "Kafe Athina: Savvatokyriako diploi pontoi se kathe agora! STOP sto 54000", encoding: "GSM" },
  {
    title: "Φθινοπωρινές γεύσεις",
    text:
      "Καφέ Αθηνά: Ήρθε το φθινόπωρο και μαζί του οι νέες μας γεύσεις! Pumpkin spice latte, μηλόπιτα με κανέλα " +
      "και ζεστή σοκολάτα με μπαχαρικά σας περιμένουν σε Σύνταγμα και Κουκάκι. STOP στο 54000",
    encoding: "UNICODE",
  },
  { title: "Πρωινό με 5€", text: "Καφέ Αθηνά: Καφές και τοστ μόνο 5€ έως τις 11:00!", encoding: "UNICODE" },
  { title: "Νέο κατάστημα", text: "Kafe Athina: Anoixame kai sto Koukaki, Drakou 8! STOP sto 54000", encoding: "GSM" },
  { title: "Γενέθλια καταστήματος", text: "Καφέ Αθηνά: Γιορτάζουμε! Σήμερα όλοι οι καφέδες 2€. STOP στο 54000", encoding: "UNICODE" },
  { title: "Black Friday", text: "Kafe Athina: Black Friday! -30% se ola ta glyka. STOP sto 54000", encoding: "GSM" },
  { title: "Καλοκαίρι", text: "Καφέ Αθηνά: Freddo espresso 2€ όλο τον Ιούλιο! STOP στο 54000", encoding: "UNICODE" },
  { title: "Υπενθύμιση πόντων", text: "Καφέ Αθηνά: Έχετε πόντους για δωρεάν καφέ! STOP στο 54000", encoding: "UNICODE" },
  { title: "Καθαρά Δευτέρα", text: "Kafe Athina: Kathari Deftera anoixta 9:00-18:00. STOP sto 54000", encoding: "GSM" },
];

const email = (heading: string, body: string) =>
  `<h1>${heading}</h1><p>${body}</p><p><a href="${site}/unsubscribe">Διαγραφή από τη λίστα</a></p>`;

const EMAIL: Content[] = [
  { title: "Newsletter Νοεμβρίου", subject: "Τα νέα του Νοεμβρίου από το Καφέ Αθηνά", html: email("Νοέμβριος στο Καφέ Αθηνά", "Νέες γεύσεις, νέο ωράριο και μια έκπληξη για τα μέλη μας.") },
  { title: "Προσφορά για μέλη", subject: "Μόνο για μέλη: διπλοί πόντοι αυτή την εβδομάδα", html: email("Διπλοί πόντοι", "Κάθε αγορά αυτή την εβδομάδα μετράει διπλά.") },
  { title: "Νέο μενού", subject: "ΝΕΟ ΜΕΝΟΥ ΣΤΟ ΚΑΦΕ ΑΘΗΝΑ", html: email("Νέο μενού", "Δοκιμάστε το νέο πιάτο πρωινού.") },
  { title: "Πρόσκληση σε γευσιγνωσία", subject: "Γευσιγνωσία καφέ το Σάββατο", html: `<h1>Γευσιγνωσία καφέ</h1><p>Σας περιμένουμε το Σάββατο στις 11:00.</p>` },
  { title: "Εορταστικό ωράριο", subject: "Το εορταστικό μας ωράριο", html: email("Καλές γιορτές!", "Δείτε το ωράριο των δύο καταστημάτων μας για τις γιορτές.") },
  { title: "Κουκάκι: εγκαίνια", subject: "Εγκαίνια του νέου μας καταστήματος", html: email("Εγκαίνια στο Κουκάκι", "Ελάτε την Παρασκευή για καφέ και γλυκό κερασμένα.") },
  { title: "Καλοκαιρινές γεύσεις", subject: "Καλοκαίρι με freddo και παγωτό", html: email("Καλοκαίρι!", "Freddo espresso, παγωτό χωνάκι και φρέσκοι χυμοί.") },
  { title: "Ένας χρόνος πόντοι", subject: "Ένας χρόνος πρόγραμμα πόντων: ευχαριστούμε!", html: email("Ευχαριστούμε!", "Κλείσαμε έναν χρόνο και σας χαρίζουμε 20 πόντους.") },
  { title: "Έρευνα ικανοποίησης", subject: "Πείτε μας τη γνώμη σας", html: email("Η γνώμη σας μετράει", "Απαντήστε σε 5 ερωτήσεις και κερδίστε 30 πόντους.") },
  { title: "Black Friday", subject: "Black Friday στο Καφέ Αθηνά", html: email("Black Friday", "-30% σε όλα τα γλυκά, μόνο την Παρασκευή.") },
];

export function planAlerts(random: Random, companyId: string, now: Date) {
  const alertReviews: Prisma.AlertReviewCreateManyInput[] = [];
  const campaigns: Prisma.CampaignCreateManyInput[] = [];
  for (const [type, contents] of [["PUSH", PUSH], ["SMS", SMS], ["EMAIL", EMAIL]] as const) {
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
        campaigns.push({ id: random.id(), alertReviewId: id, title: content.title, description: `Στάλθηκε σε ${random.int(120, 190)} πελάτες`, createdAt: updatedAt, updatedAt });
      }
    });
  }
  return { alertReviews, campaigns };
}
