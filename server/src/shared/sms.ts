// SMS length and encoding, the way operators count it. Isomorphic: the admin's counter and the server's
// validation use the same functions.
//
// GSM-7 (the 3GPP 23.038 default alphabet) carries 160 septets in one message, 153 per part when split;
// anything outside it turns the whole message into UCS-2: 70 code units, 67 per part. Of the Greek
// letters only the capitals Δ Φ Γ Λ Ω Π Ψ Σ Θ Ξ are in the table; extension-table characters take two
// septets (an escape and the character).

import { WALLET_PLACEHOLDER } from "./walletLink.js";
import { countText } from "./counts.js";

export type SmsEncoding = "GSM" | "UNICODE";

export type SmsCount = {
  encoding: SmsEncoding;
  /** septets (GSM) or UTF-16 code units (UCS-2) */
  units: number;
  parts: number;
  /** the capacity of one part at the current length (160/153 or 70/67) */
  perPart: number;
  /** units left before another part starts */
  remaining: number;
};

export const SMS_MAX_PARTS = 6;

const GSM_BASIC = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "\f^{}\\[~]|€";

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export function isGsm7(text: string): boolean {
  for (const char of text) if (!basic.has(char) && !extension.has(char)) return false;
  return true;
}

export function countSms(text: string): SmsCount {
  const encoding: SmsEncoding = isGsm7(text) ? "GSM" : "UNICODE";
  let units = 0;
  if (encoding === "GSM") for (const char of text) units += extension.has(char) ? 2 : 1;
  else units = text.length;
  const single = encoding === "GSM" ? 160 : 70;
  const multi = encoding === "GSM" ? 153 : 67;
  if (units === 0) return { encoding, units, parts: 0, perPart: single, remaining: single };
  if (units <= single) return { encoding, units, parts: 1, perPart: single, remaining: single - units };
  const parts = Math.ceil(units / multi);
  return { encoding, units, parts, perPart: multi, remaining: parts * multi - units };
}

// Greek capitals without a GSM glyph → the Latin capital that looks the same.
const LOOK_ALIKES: Record<string, string> = {
  Α: "A",
  Β: "B",
  Ε: "E",
  Ζ: "Z",
  Η: "H",
  Ι: "I",
  Κ: "K",
  Μ: "M",
  Ν: "N",
  Ο: "O",
  Ρ: "P",
  Τ: "T",
  Υ: "Y",
  Χ: "X",
};

// Typography that word processors put in and GSM lacks.
const PUNCTUATION: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "«": '"',
  "»": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u00B7": ".",
  "\u0387": ".",
  "\u00A0": " ",
};

function gsmCapitalsOf(text: string): string {
  let result = "";
  for (const char of text.replace(/ς/g, "Σ").toUpperCase().normalize("NFD").replace(/\p{M}/gu, "")) {
    const mapped = LOOK_ALIKES[char] ?? PUNCTUATION[char] ?? char;
    result += isGsm7(mapped) ? mapped : "?";
  }
  return result;
}

/**
 * Text → capitals that fit GSM-7: accents removed, Greek letters as their GSM-table capital or Latin
 * look-alike ("Καλημέρα!" → "KAΛHMEPA!"), so a Greek message costs 160 characters a part instead of 70.
 * Characters with no GSM form at all (emoji) become "?". {wallet} stays as it is, or it would no longer
 * become the link.
 */
export function toGsmCapitals(text: string): string {
  return text.split(WALLET_PLACEHOLDER).map(gsmCapitalsOf).join(WALLET_PLACEHOLDER);
}

/** The opt-out line every marketing SMS ends with (GSM-only, so it never changes the encoding). */
export function smsOptOutLine(link: string): string {
  return `\nSTOP: ${link}`;
}

export const OWN_OPT_OUT_MESSAGE = "Μη γράφετε δική σας γραμμή διαγραφής (STOP): το σύστημα προσθέτει μία σε κάθε μήνυμα.";

/** A text that brings an opt-out of its own («STOP στο 54000»): the message would carry two. */
export function hasOwnOptOut(text: string): boolean {
  return /\bSTOP\b/i.test(text);
}

/** What is actually sent: the shop's text and the recipient's opt-out line. */
export function smsWithOptOut(text: string, link: string): string {
  return text + smsOptOutLine(link);
}

/**
 * The parts of a marketing SMS as sent, its opt-out line included: the one count of the shop's form, the
 * platform's review, the server's limit and the sender. `optOutLink` is a real link or an example of the
 * same length (every link has one length), from campaign.settings.
 */
export function countCampaignSms(text: string, optOutLink: string): SmsCount {
  return countSms(smsWithOptOut(text, optOutLink));
}

/** "2 τμήματα × 134 παραλήπτες = 268 SMS": what a send to that many recipients costs, in the form and the launchpad. */
export function smsTotalLabel(parts: number, recipients: number): string {
  return `${countText(parts, "smsPart")} × ${countText(recipients, "recipient")} = ${(parts * recipients).toLocaleString("el-GR")} SMS`;
}
