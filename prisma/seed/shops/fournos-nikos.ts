// The second demo shop: a bakery with points only. Some of its customers share phone numbers with
// Καφέ Αθηνά's, to show that each shop sees only its own customers and balances.
import type { ShopSpec } from "./types.js";

export function fournosNikos(): ShopSpec {
  return {
    company: {
      slug: "fournos-nikos",
      name: "Φούρνος Νίκος",
      taxNumber: "801234572",
      address: "Πατησίων 210, Αθήνα 112 56",
      latitude: 38.0106,
      longitude: 23.733,
      phone: "+302108671234",
      website: "https://fournos-nikos.gr",
      subtitle: "Παραδοσιακός φούρνος από το 1978",
      initiationGift: 20,
      pointsMult: 2,
      notes: "Κατάστημα επίδειξης: όλα τα στοιχεία πελατών είναι φανταστικά.",
      birthdayNotification: "Χρόνια πολλά από τον Φούρνο Νίκος!",
      birthdayGift: 30,
      domain: "bakery",
      pointsEnabled: true,
      stampsEnabled: false,
    },
    owner: "owner@fournos-nikos.gr",
    staff: [],
    stores: [{ name: "Φούρνος Νίκος – Πατήσια", phone: "+302108671234", address: "Πατησίων 210, Αθήνα 112 56", latitude: 38.0106, longitude: 23.733 }],
    tags: [
      { label: "Ψωμί", description: "Ψωμιά και αρτοσκευάσματα" },
      { label: "Πίτες", description: "Τυρόπιτες, σπανακόπιτες και άλλες πίτες" },
      { label: "Γλυκά", description: "Γλυκά και κουλουράκια" },
    ],
    menu: [
      { name: "Χωριάτικο ψωμί", price: 180, tag: "Ψωμί", weight: 5 },
      { name: "Φρατζόλα ολικής", price: 200, tag: "Ψωμί", weight: 3 },
      { name: "Μπαγκέτα", price: 120, tag: "Ψωμί", weight: 3 },
      { name: "Κουλούρι Θεσσαλονίκης", price: 70, tag: null, weight: 4 },
      { name: "Τυρόπιτα κουρού", price: 220, tag: "Πίτες", weight: 5 },
      { name: "Σπανακόπιτα", price: 230, tag: "Πίτες", weight: 3 },
      { name: "Μπουγάτσα κρέμα", price: 250, tag: "Γλυκά", weight: 2 },
      { name: "Κουλουράκια βουτύρου (500 γρ.)", price: 650, tag: "Γλυκά", weight: 1 },
      { name: "Τσουρέκι", price: 900, tag: "Γλυκά", weight: 1 },
      { name: "Πάστα σοκολάτα", price: 280, tag: "Γλυκά", weight: 1 },
    ],
    rewards: [
      { title: "Δωρεάν κουλούρι", description: "Ένα φρέσκο κουλούρι Θεσσαλονίκης.", points: 20 },
      { title: "Τυρόπιτα κουρού", description: "Μία τυρόπιτα κουρού της ημέρας.", points: 40 },
      { title: "Έκπτωση 3€", description: "3€ έκπτωση στην αγορά σας.", points: 80, amount: 300 },
      {
        title: "Δώρο 5ης αγοράς",
        adminTitle: "Αυτόματο δώρο στην 5η συναλλαγή",
        description: "Ένα σακουλάκι κουλουράκια βουτύρου για την 5η σας αγορά!",
        points: 0,
        hidden: true,
        giftOnNthTransaction: 5,
      },
    ],
    stampRewards: [],
    customOptions: [
      {
        key: "Προτιμώμενο ψωμί",
        type: "LIST",
        options: [
          { id: "xoriatiko", label: "Χωριάτικο" },
          { id: "olikis", label: "Ολικής άλεσης" },
          { id: "sikalis", label: "Σικάλεως" },
          { id: "prozymi", label: "Με προζύμι" },
        ],
      },
      { key: "Χωρίς γλουτένη", type: "BOOLEAN", options: [] },
    ],
    socialMedia: [{ name: "Facebook", url: "https://www.facebook.com/fournos.nikos.demo" }],
    emailTemplates: [{ title: "Φρέσκα τσουρέκια", content: "<h1>Φρέσκα τσουρέκια κάθε πρωί!</h1><p>Σας περιμένουμε στην Πατησίων 210.</p>" }],
    // Persons 190–199 are also customers of Καφέ Αθηνά (people 0–199).
    people: { from: 190, count: 30 },
    purchases: 400,
    cancelled: 2,
    customerNotes: ["Παίρνει κάθε πρωί δύο φρατζόλες.", "Για γιορτές παραγγέλνει τηλεφωνικά από πριν.", "Αλλεργία στο σουσάμι."],
    giftMessages: {
      birthday: "Χρόνια πολλά από τον Φούρνο Νίκος!",
      manual: ["Ευχαριστούμε για την υπομονή σας!"],
    },
    alerts: false,
  };
}
