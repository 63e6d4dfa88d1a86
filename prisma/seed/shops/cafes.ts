// Five more cafés, small ones elsewhere in Athens: with Καφέ Αθηνά they make the «cafe» domain big enough
// (DOMAIN_MIN_OTHER_SHOPS other shops) for «Ο κλάδος μου» to show real figures. Their owners cannot sign in.
import type { ShopSpec } from "./types.js";

type Cafe = {
  slug: string;
  name: string;
  area: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  taxNumber: string;
  pointsMult: number;
  /** cents added to every menu price: some cafés are dearer than others */
  markup: number;
  /** points of the cheapest reward */
  rewardPoints: number;
  people: { from: number; count: number };
  purchases: number;
};

const CAFES: Cafe[] = [
  {
    slug: "kafe-plaka",
    name: "Καφέ Πλάκα",
    area: "Πλάκα",
    address: "Κυδαθηναίων 20, Αθήνα 105 58",
    latitude: 37.9713,
    longitude: 23.7305,
    phone: "+302103221101",
    taxNumber: "801234584",
    pointsMult: 1,
    markup: 0,
    rewardPoints: 40,
    people: { from: 10, count: 40 },
    purchases: 420,
  },
  {
    slug: "kafe-psyrri",
    name: "Καφέ Ψυρρή",
    area: "Ψυρρή",
    address: "Αισχύλου 7, Αθήνα 105 54",
    latitude: 37.9779,
    longitude: 23.7237,
    phone: "+302103211202",
    taxNumber: "801234596",
    pointsMult: 2,
    markup: 30,
    rewardPoints: 120,
    people: { from: 50, count: 35 },
    purchases: 360,
  },
  {
    slug: "kafe-exarcheia",
    name: "Καφέ Εξάρχεια",
    area: "Εξάρχεια",
    address: "Θεμιστοκλέους 40, Αθήνα 106 78",
    latitude: 37.9865,
    longitude: 23.7339,
    phone: "+302103801303",
    taxNumber: "801234603",
    pointsMult: 1,
    markup: -20,
    rewardPoints: 60,
    people: { from: 90, count: 45 },
    purchases: 450,
  },
  {
    slug: "kafe-pangrati",
    name: "Καφέ Παγκράτι",
    area: "Παγκράτι",
    address: "Υμηττού 60, Αθήνα 116 33",
    latitude: 37.9672,
    longitude: 23.7478,
    phone: "+302107011404",
    taxNumber: "801234615",
    pointsMult: 1,
    markup: 50,
    rewardPoints: 80,
    people: { from: 130, count: 30 },
    purchases: 300,
  },
  {
    slug: "kafe-kypseli",
    name: "Καφέ Κυψέλη",
    area: "Κυψέλη",
    address: "Φωκίωνος Νέγρη 30, Αθήνα 113 61",
    latitude: 38.0016,
    longitude: 23.7389,
    phone: "+302108211505",
    taxNumber: "801234627",
    pointsMult: 2,
    markup: 10,
    rewardPoints: 100,
    people: { from: 160, count: 40 },
    purchases: 380,
  },
];

function cafeOwnerEmail(slug: string): string {
  return `owner+${slug}@example.com`;
}

export function neighbourCafes(): ShopSpec[] {
  return CAFES.map((cafe) => ({
    company: {
      slug: cafe.slug,
      name: cafe.name,
      taxNumber: cafe.taxNumber,
      address: cafe.address,
      latitude: cafe.latitude,
      longitude: cafe.longitude,
      phone: cafe.phone,
      subtitle: `Καφές και γλυκά στην ${cafe.area}`,
      initiationGift: 10,
      pointsMult: cafe.pointsMult,
      notes: "Κατάστημα επίδειξης για τη σύγκριση κλάδου: όλα τα στοιχεία είναι φανταστικά.",
      domain: "cafe",
      pointsEnabled: true,
      stampsEnabled: false,
    },
    owner: cafeOwnerEmail(cafe.slug),
    staff: [],
    stores: [{ name: cafe.name, phone: cafe.phone, address: cafe.address, latitude: cafe.latitude, longitude: cafe.longitude }],
    tags: [
      { label: "Καφές", description: "Ροφήματα καφέ" },
      { label: "Γλυκό", description: "Γλυκά" },
    ],
    menu: [
      { name: "Freddo espresso", price: 250 + cafe.markup, tag: "Καφές", weight: 8 },
      { name: "Cappuccino", price: 320 + cafe.markup, tag: "Καφές", weight: 5 },
      { name: "Ελληνικός καφές", price: 180 + cafe.markup, tag: "Καφές", weight: 3 },
      { name: "Κέικ ημέρας", price: 300 + cafe.markup, tag: "Γλυκό", weight: 2 },
      { name: "Κρουασάν", price: 220 + cafe.markup, tag: "Γλυκό", weight: 2 },
    ],
    rewards: [
      { title: "Δωρεάν καφές", description: "Ένας καφές της επιλογής σας.", points: cafe.rewardPoints },
      { title: "Καφές και γλυκό", description: "Ένας καφές και ένα γλυκό.", points: cafe.rewardPoints * 2 },
    ],
    stampRewards: [],
    customOptions: [],
    socialMedia: [],
    emailTemplates: [],
    people: cafe.people,
    purchases: cafe.purchases,
    cancelled: 1,
    customerNotes: ["Προτιμά γάλα βρώμης."],
    giftMessages: { birthday: `Χρόνια πολλά από το ${cafe.name}!`, manual: ["Ευχαριστούμε που μας προτιμάτε!"] },
    alerts: false,
  }));
}
