// The people behind the demo customers. One pool serves every demo shop, so a person can be a customer of
// two shops under the same phone number (each shop sees only its own Customer row).
import { createRandom } from "./random.js";

export interface Person {
  firstName: string;
  lastName: string;
  /** E.164 Greek mobile, e.g. +306912345678. */
  phone: string;
  /** Reserved example domains only, so a demo campaign can never reach a real mailbox. */
  email: string;
  /** UTC midnight of the birth date, or null when the person never gave it. */
  birthday: Date | null;
  /** Has the customer app: gets a User row (signed in by phone) linked to their Customer rows. */
  appUser: boolean;
}

// [Greek, Latin] pairs; the Latin form builds e-mail addresses.
const MALE_FIRST: [string, string][] = [
  ["Γιώργος", "giorgos"],
  ["Κώστας", "kostas"],
  ["Γιάννης", "giannis"],
  ["Δημήτρης", "dimitris"],
  ["Νίκος", "nikos"],
  ["Παναγιώτης", "panagiotis"],
  ["Βασίλης", "vasilis"],
  ["Χρήστος", "christos"],
  ["Θανάσης", "thanasis"],
  ["Μιχάλης", "michalis"],
  ["Βαγγέλης", "vangelis"],
  ["Σπύρος", "spyros"],
  ["Αντώνης", "antonis"],
  ["Ανδρέας", "andreas"],
  ["Στέλιος", "stelios"],
  ["Ηλίας", "ilias"],
  ["Παύλος", "pavlos"],
  ["Άγγελος", "angelos"],
  ["Θοδωρής", "thodoris"],
  ["Μανώλης", "manolis"],
  ["Αλέξανδρος", "alexandros"],
  ["Πέτρος", "petros"],
  ["Σταύρος", "stavros"],
  ["Λευτέρης", "lefteris"],
  ["Φώτης", "fotis"],
  ["Άρης", "aris"],
  ["Μάριος", "marios"],
  ["Λάμπρος", "lambros"],
  ["Τάσος", "tasos"],
  ["Σωτήρης", "sotiris"],
  ["Χάρης", "charis"],
  ["Οδυσσέας", "odysseas"],
  ["Ορέστης", "orestis"],
  ["Πάνος", "panos"],
  ["Κυριάκος", "kyriakos"],
  ["Απόστολος", "apostolos"],
];

const FEMALE_FIRST: [string, string][] = [
  ["Μαρία", "maria"],
  ["Ελένη", "eleni"],
  ["Κατερίνα", "katerina"],
  ["Βάσω", "vaso"],
  ["Σοφία", "sofia"],
  ["Αγγελική", "angeliki"],
  ["Γεωργία", "georgia"],
  ["Δήμητρα", "dimitra"],
  ["Κωνσταντίνα", "konstantina"],
  ["Εύα", "eva"],
  ["Χριστίνα", "christina"],
  ["Παναγιώτα", "panagiota"],
  ["Ειρήνη", "eirini"],
  ["Αναστασία", "anastasia"],
  ["Δέσποινα", "despoina"],
  ["Άννα", "anna"],
  ["Ιωάννα", "ioanna"],
  ["Φωτεινή", "foteini"],
  ["Μαρίνα", "marina"],
  ["Νίκη", "niki"],
  ["Ελευθερία", "eleftheria"],
  ["Σταυρούλα", "stavroula"],
  ["Αθηνά", "athina"],
  ["Ευτυχία", "eftychia"],
  ["Χαρά", "chara"],
  ["Αλεξάνδρα", "alexandra"],
  ["Ζωή", "zoi"],
  ["Θεοδώρα", "theodora"],
  ["Μυρτώ", "myrto"],
  ["Στέλλα", "stella"],
  ["Αφροδίτη", "afroditi"],
  ["Πηνελόπη", "pinelopi"],
  ["Λαμπρινή", "lambrini"],
  ["Δανάη", "danai"],
  ["Όλγα", "olga"],
  ["Ραλλού", "rallou"],
];

// Greek surnames change form with gender: "male|female|latin male|latin female".
const SURNAMES = [
  "Παπαδόπουλος|Παπαδοπούλου|papadopoulos|papadopoulou",
  "Νικολάου|Νικολάου|nikolaou|nikolaou",
  "Οικονόμου|Οικονόμου|oikonomou|oikonomou",
  "Γεωργίου|Γεωργίου|georgiou|georgiou",
  "Ιωάννου|Ιωάννου|ioannou|ioannou",
  "Κωνσταντίνου|Κωνσταντίνου|konstantinou|konstantinou",
  "Δημητρίου|Δημητρίου|dimitriou|dimitriou",
  "Παπαδάκης|Παπαδάκη|papadakis|papadaki",
  "Μαυρίδης|Μαυρίδη|mavridis|mavridi",
  "Καραγιάννης|Καραγιάννη|karagiannis|karagianni",
  "Αλεξίου|Αλεξίου|alexiou|alexiou",
  "Βλάχος|Βλάχου|vlachos|vlachou",
  "Αντωνίου|Αντωνίου|antoniou|antoniou",
  "Μακρής|Μακρή|makris|makri",
  "Παπανικολάου|Παπανικολάου|papanikolaou|papanikolaou",
  "Πετρόπουλος|Πετροπούλου|petropoulos|petropoulou",
  "Σταθόπουλος|Σταθοπούλου|stathopoulos|stathopoulou",
  "Κωστόπουλος|Κωστοπούλου|kostopoulos|kostopoulou",
  "Γεωργιάδης|Γεωργιάδη|georgiadis|georgiadi",
  "Χατζηδάκης|Χατζηδάκη|chatzidakis|chatzidaki",
  "Αθανασίου|Αθανασίου|athanasiou|athanasiou",
  "Παπαγεωργίου|Παπαγεωργίου|papageorgiou|papageorgiou",
  "Λαμπράκης|Λαμπράκη|lamprakis|lampraki",
  "Σπυρόπουλος|Σπυροπούλου|spyropoulos|spyropoulou",
  "Μιχαηλίδης|Μιχαηλίδη|michailidis|michailidi",
  "Ζαχαρίου|Ζαχαρίου|zachariou|zachariou",
  "Τσακίρης|Τσακίρη|tsakiris|tsakiri",
  "Κυριακίδης|Κυριακίδη|kyriakidis|kyriakidi",
  "Αναστασίου|Αναστασίου|anastasiou|anastasiou",
  "Μπακάλης|Μπακάλη|bakalis|bakali",
  "Δουκάκης|Δουκάκη|doukakis|doukaki",
  "Πολυχρόνης|Πολυχρόνη|polychronis|polychroni",
  "Θεοδωρίδης|Θεοδωρίδη|theodoridis|theodoridi",
  "Καλογεράκης|Καλογεράκη|kalogerakis|kalogeraki",
  "Σαββίδης|Σαββίδη|savvidis|savvidi",
  "Ευαγγέλου|Ευαγγέλου|evangelou|evangelou",
  "Φραγκιαδάκης|Φραγκιαδάκη|fragkiadakis|fragkiadaki",
  "Λιάπης|Λιάπη|liapis|liapi",
  "Ρήγας|Ρήγα|rigas|riga",
  "Μαργαρίτης|Μαργαρίτη|margaritis|margariti",
  "Τζαννετάκης|Τζαννετάκη|tzannetakis|tzannetaki",
  "Ξενάκης|Ξενάκη|xenakis|xenaki",
  "Βασιλείου|Βασιλείου|vasileiou|vasileiou",
  "Χριστοδούλου|Χριστοδούλου|christodoulou|christodoulou",
  "Παπαϊωάννου|Παπαϊωάννου|papaioannou|papaioannou",
  "Ραφαηλίδης|Ραφαηλίδη|rafailidis|rafailidi",
].map((entry) => entry.split("|"));

const EMAIL_DOMAINS = ["example.com", "example.org", "example.net"];

/** The shared pool: person i is the same in every shop that includes index i. */
export function generatePeople(count: number): Person[] {
  const random = createRandom("people");
  const phones = new Set<string>();
  const emails = new Set<string>();
  const people: Person[] = [];
  for (let i = 0; i < count; i++) {
    const female = random.chance(0.55);
    const [first, firstLatin] = random.pick(female ? FEMALE_FIRST : MALE_FIRST);
    const surname = random.pick(SURNAMES);
    const [lastName, lastLatin] = female ? [surname[1], surname[3]] : [surname[0], surname[2]];
    let phone: string;
    do phone = `+3069${random.int(0, 9)}${String(random.int(0, 9_999_999)).padStart(7, "0")}`;
    while (phones.has(phone));
    phones.add(phone);
    let email = `${firstLatin}.${lastLatin}@${random.pick(EMAIL_DOMAINS)}`;
    while (emails.has(email)) email = `${firstLatin}.${lastLatin}${random.int(1, 99)}@${random.pick(EMAIL_DOMAINS)}`;
    emails.add(email);
    people.push({
      firstName: first,
      lastName,
      phone,
      email,
      birthday: random.chance(0.45) ? new Date(Date.UTC(random.int(1955, 2006), random.int(0, 11), random.int(1, 28))) : null,
      appUser: random.chance(0.12),
    });
  }
  return people;
}
