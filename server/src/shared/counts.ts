// Greek counts: the noun agrees with the number shown («1 πόντος», «2 πόντοι») and takes the case the sentence
// needs («κερδίσατε 1 πόντο»). Every text that puts a number before one of these nouns goes through here
// (tests/unit/greekCounts.test.ts keeps it so), in the admin and in the server's messages alike.

/** The forms of a counted noun: [one, many]. */
type Forms = readonly [one: string, many: string];

/** Nominative, accusative and genitive; where a case has the nominative's forms it is left out. */
type Noun = { nominative: Forms; accusative?: Forms; genitive?: Forms };

export const COUNTED_NOUNS = {
  point: { nominative: ["πόντος", "πόντοι"], accusative: ["πόντο", "πόντους"] },
  stamp: { nominative: ["στάμπα", "στάμπες"] },
  customer: { nominative: ["πελάτης", "πελάτες"], accusative: ["πελάτη", "πελάτες"] },
  recipient: { nominative: ["παραλήπτης", "παραλήπτες"], accusative: ["παραλήπτη", "παραλήπτες"] },
  transaction: { nominative: ["συναλλαγή", "συναλλαγές"] },
  stampTransaction: { nominative: ["συναλλαγή στάμπας", "συναλλαγές στάμπας"] },
  coupon: { nominative: ["κουπόνι", "κουπόνια"], genitive: ["κουπονιού", "κουπονιών"] },
  customerCoupon: { nominative: ["κουπόνι πελάτη", "κουπόνια πελατών"] },
  freeCoupon: { nominative: ["δωρεάν κουπόνι", "δωρεάν κουπόνια"], genitive: ["δωρεάν κουπονιού", "δωρεάν κουπονιών"] },
  file: { nominative: ["αρχείο", "αρχεία"], genitive: ["αρχείου", "αρχείων"] },
  item: { nominative: ["στοιχείο", "στοιχεία"] },
  message: { nominative: ["μήνυμα", "μηνύματα"] },
  campaign: { nominative: ["καμπάνια", "καμπάνιες"] },
  day: { nominative: ["μέρα", "μέρες"] },
  image: { nominative: ["εικόνα", "εικόνες"] },
  address: { nominative: ["διεύθυνση", "διευθύνσεις"] },
  smsPart: { nominative: ["τμήμα", "τμήματα"] },
  character: { nominative: ["χαρακτήρας", "χαρακτήρες"], accusative: ["χαρακτήρα", "χαρακτήρες"] },
  otherDevice: { nominative: ["άλλη συσκευή", "άλλες συσκευές"] },
  duplicate: { nominative: ["διπλή", "διπλές"] },
  line: { nominative: ["γραμμή", "γραμμές"] },
  time: { nominative: ["φορά", "φορές"] },
  second: { nominative: ["δευτερόλεπτο", "δευτερόλεπτα"] },
} as const satisfies Record<string, Noun>;

export type CountedNoun = keyof typeof COUNTED_NOUNS;
type GreekCase = "nominative" | "accusative" | "genitive";

const wholeNumber = new Intl.NumberFormat("el-GR");

type CountOptions = {
  /** The case the sentence needs; nominative unless the count is an object («σε 1 πελάτη»). */
  case?: GreekCase;
  /** Decimals to show: always two (2), or up to one ({ max: 1 }). */
  decimals?: number | { max: number };
};

function formatCount(count: number, decimals: CountOptions["decimals"]): string {
  if (decimals === undefined) return wholeNumber.format(count);
  const digits = typeof decimals === "number" ? { minimumFractionDigits: decimals, maximumFractionDigits: decimals } : { maximumFractionDigits: decimals.max };
  return new Intl.NumberFormat("el-GR", digits).format(count);
}

/** "1 πόντος", "1.250 πόντοι", countText(1, "point", { case: "accusative" }) → "1 πόντο". */
export function countText(count: number, noun: CountedNoun, options: CountOptions = {}): string {
  const shown = formatCount(count, options.decimals);
  return `${shown} ${nounFor(shown, noun, options.case)}`;
}

// The singular goes with the number 1 as shown: "1,5 μέρες" and "1,00 μέρες" are plural.
function nounFor(shown: string, noun: CountedNoun, grammaticalCase: GreekCase = "nominative"): string {
  const entry: Noun = COUNTED_NOUNS[noun];
  const [one, many] = entry[grammaticalCase] ?? entry.nominative;
  return isOne(shown) ? one : many;
}

const isOne = (shown: string) => shown.replace(/^[-−+]/, "") === "1";

/** A word that agrees with a count (a verb, an adjective, an article): byCount(n, "υπήρχε", "υπήρχαν"). */
export function byCount(count: number, one: string, many: string): string {
  return Math.abs(count) === 1 ? one : many;
}
