// The main demo shop: a café with two stores, points and stamps.
import type { ShopSpec } from "./types.js";

const DAY = 86_400_000;

export function kafeAthina(now: Date): ShopSpec {
  return {
    company: {
      slug: "kafe-athina",
      name: "Καφέ Αθηνά",
      taxNumber: "801234560",
      address: "Ερμού 12, Αθήνα 105 63",
      latitude: 37.9762,
      longitude: 23.734,
      phone: "+302103231234",
      website: "https://kafe-athina.gr",
      subtitle: "Καφές, γλυκά και πρωινό στο κέντρο της Αθήνας",
      initiationGift: 50,
      showOldCustomer: true,
      pointsMult: 1,
      notes: "Κατάστημα επίδειξης: όλα τα στοιχεία πελατών είναι φανταστικά.",
      birthdayNotification: "Χρόνια πολλά από όλους μας στο Καφέ Αθηνά! Σας περιμένει ένα δώρο γενεθλίων.",
      birthdayGift: 100,
      domain: "cafe",
      pointsEnabled: true,
      warningAmount: 10000,
      stampsEnabled: true,
      stampDescription: "Μαζέψτε 8 στάμπες και ο επόμενος καφές είναι δικός μας!",
      stampSuccessDescription: "Συγχαρητήρια! Κερδίσατε έναν δωρεάν καφέ.",
      stampPrice: 200,
      stampBirthdayGift: 1,
      stampInitiationGift: 1,
      sendingEmail: "news@kafe-athina.gr",
    },
    owner: "owner@kafe-athina.gr",
    staff: ["staff@kafe-athina.gr"],
    stores: [
      { name: "Καφέ Αθηνά – Σύνταγμα", phone: "+302103231234", address: "Ερμού 12, Αθήνα 105 63", latitude: 37.9762, longitude: 23.734 },
      { name: "Καφέ Αθηνά – Κουκάκι", phone: "+302109241234", address: "Δράκου 8, Αθήνα 117 42", latitude: 37.9646, longitude: 23.7262 },
    ],
    tags: [
      { label: "Καφές", description: "Ροφήματα καφέ" },
      { label: "Γλυκό", description: "Γλυκά και αρτοσκευάσματα" },
      { label: "Πρωινό", description: "Πιάτα και σνακ πρωινού" },
      { label: "Take away", description: "Παραγγελία σε πακέτο" },
    ],
    menu: [
      { name: "Espresso", price: 200, tag: "Καφές", weight: 5, stamp: true },
      { name: "Freddo espresso", price: 280, tag: "Καφές", weight: 8, stamp: true },
      { name: "Cappuccino", price: 350, tag: "Καφές", weight: 6, stamp: true },
      { name: "Freddo cappuccino", price: 350, tag: "Καφές", weight: 7, stamp: true },
      { name: "Καφές φίλτρου", price: 250, tag: "Καφές", weight: 3, stamp: true },
      { name: "Ελληνικός καφές", price: 200, tag: "Καφές", weight: 3, stamp: true },
      { name: "Latte", price: 380, tag: "Καφές", weight: 3, stamp: true },
      { name: "Ζεστή σοκολάτα", price: 380, tag: null, weight: 2 },
      { name: "Χυμός πορτοκάλι", price: 400, tag: "Πρωινό", weight: 2 },
      { name: "Κρουασάν βουτύρου", price: 250, tag: "Γλυκό", weight: 3 },
      { name: "Cheesecake", price: 450, tag: "Γλυκό", weight: 2 },
      { name: "Μηλόπιτα", price: 420, tag: "Γλυκό", weight: 1.5 },
      { name: "Μπουγάτσα", price: 380, tag: "Γλυκό", weight: 2 },
      { name: "Cookie σοκολάτας", price: 200, tag: "Γλυκό", weight: 2 },
      { name: "Τοστ", price: 350, tag: "Πρωινό", weight: 3 },
      { name: "Τυρόπιτα", price: 300, tag: "Πρωινό", weight: 2 },
      { name: "Πιάτο πρωινού", price: 850, tag: "Πρωινό", weight: 1.5 },
      { name: "Γιαούρτι με μέλι", price: 550, tag: "Πρωινό", weight: 1 },
      { name: "Κουλούρι Θεσσαλονίκης", price: 120, tag: "Πρωινό", weight: 2 },
    ],
    takeAwayTag: "Take away",
    rewards: [
      { title: "Δωρεάν espresso", description: "Ένας espresso, ζεστός ή freddo.", points: 50 },
      { title: "Δωρεάν cappuccino", description: "Cappuccino ή freddo cappuccino με γάλα της επιλογής σας.", points: 80 },
      { title: "Κρουασάν βουτύρου", description: "Ένα φρεσκοψημένο κρουασάν βουτύρου.", points: 100 },
      {
        title: "Έκπτωση 5€",
        adminTitle: "Έκπτωση 5€ (εξαργυρώνεται αμέσως)",
        description: "5€ έκπτωση στον λογαριασμό σας.",
        points: 150,
        amount: 500,
        instantReward: true,
      },
      { title: "Πρωινό για δύο", description: "Δύο ροφήματα και δύο πιάτα πρωινού της επιλογής σας.", points: 300 },
      {
        title: "Μελομακάρονα (κουτί 6 τεμ.)",
        description: "Εορταστική προσφορά για περιορισμένο χρόνο.",
        points: 120,
        validUntil: new Date(now.getTime() + 60 * DAY),
      },
      { title: "Παγωτό χωνάκι", adminTitle: "Καλοκαιρινή προσφορά (έληξε)", description: "Ένα χωνάκι παγωτό της επιλογής σας.", points: 60, active: false },
      {
        title: "Δώρο 10ης επίσκεψης",
        adminTitle: "Αυτόματο δώρο στη 10η συναλλαγή",
        description: "Ένας freddo espresso κερασμένος για τη 10η σας επίσκεψη!",
        points: 0,
        hidden: true,
        giftOnNthTransaction: 10,
      },
      {
        title: "Κέρασμα του καταστήματος",
        adminTitle: "Κέρασμα κατά την κρίση του ταμία",
        description: "Ένα γλυκό της ημέρας, κερασμένο.",
        points: 0,
        hidden: true,
      },
    ],
    stampRewards: [
      { title: "Δωρεάν καφές", description: "Οποιοσδήποτε καφές, σε οποιοδήποτε μέγεθος.", points: 8 },
      { title: "Δωρεάν γλυκό", description: "Ένα γλυκό της βιτρίνας της επιλογής σας.", points: 12 },
      { title: "Δύο καφέδες για παρέα", description: "Δύο καφέδες της επιλογής σας.", points: 15, hidden: true },
    ],
    customOptions: [
      {
        key: "Αγαπημένο ρόφημα",
        type: "LIST",
        options: [
          { id: "espresso", label: "Espresso" },
          { id: "freddo-espresso", label: "Freddo espresso" },
          { id: "cappuccino", label: "Cappuccino" },
          { id: "freddo-cappuccino", label: "Freddo cappuccino" },
          { id: "filtrou", label: "Καφές φίλτρου" },
          { id: "ellinikos", label: "Ελληνικός καφές" },
          { id: "tsai", label: "Τσάι" },
        ],
      },
      {
        key: "Γάλα",
        type: "LIST",
        options: [
          { id: "plires", label: "Πλήρες" },
          { id: "elafry", label: "Ελαφρύ" },
          { id: "vromis", label: "Βρώμης" },
          { id: "amygdalou", label: "Αμυγδάλου" },
          { id: "xoris-lakto", label: "Χωρίς λακτόζη" },
        ],
      },
      { key: "Χορτοφάγος", type: "BOOLEAN", options: [] },
      { key: "Φοιτητής", type: "BOOLEAN", options: [] },
    ],
    socialMedia: [
      { name: "Facebook", url: "https://www.facebook.com/kafe.athina.demo" },
      { name: "Instagram", url: "https://www.instagram.com/kafe.athina.demo" },
      { name: "TikTok", url: "https://www.tiktok.com/@kafe.athina.demo" },
    ],
    emailTemplates: [
      {
        title: "Καλωσόρισμα",
        content:
          "<h1>Καλώς ήρθατε στο Καφέ Αθηνά!</h1><p>Με κάθε αγορά κερδίζετε πόντους και στάμπες. " +
          "Με 8 στάμπες ο επόμενος καφές είναι δικός μας.</p><p>Τα λέμε σύντομα!</p>",
      },
      {
        title: "Προσφορά εβδομάδας",
        content:
          "<h1>Η προσφορά της εβδομάδας</h1><p>Κάθε Τρίτη ο δεύτερος freddo espresso είναι στη μισή τιμή, " +
          "και στα δύο μας καταστήματα.</p>",
      },
      {
        title: "Νέο μενού",
        content:
          "<h1>Νέο μενού!</h1><p>Δοκιμάστε το νέο πιάτο πρωινού και τη σπιτική μηλόπιτα. " +
          "Σας περιμένουμε στο Σύνταγμα και στο Κουκάκι.</p>",
      },
    ],
    people: { from: 0, count: 200 },
    purchases: 5000,
    cancelled: 12,
    customerNotes: [
      "Προτιμά καστανή ζάχαρη.",
      "Αλλεργία στους ξηρούς καρπούς.",
      "Πίνει τον καφέ σκέτο, χωρίς ζάχαρη.",
      "Τακτικός πελάτης από την εποχή της χάρτινης κάρτας.",
      "Ζητάει επιπλέον κανέλα στον cappuccino.",
      "Δυσανεξία στη λακτόζη: γάλα βρώμης.",
      "Παραγγέλνει συχνά για το γραφείο (take away).",
      "Προτιμά τραπέζι στη βεράντα.",
      "Ενδιαφέρεται για τούρτες γενεθλίων κατόπιν παραγγελίας.",
    ],
    giftMessages: {
      birthday: "Χρόνια πολλά! Ένα δώρο γενεθλίων από το Καφέ Αθηνά.",
      manual: [
        "Συγγνώμη για την αναμονή: πόντοι κερασμένοι!",
        "Ευχαριστούμε που μας προτιμάτε!",
        "Δώρο για τη συμμετοχή σας στην έρευνα ικανοποίησης.",
      ],
    },
    alerts: true,
  };
}
