// The GSM-7 / UCS-2 counter and the GSM capitals conversion (server/src/shared/sms.ts).
import { describe, expect, it } from "vitest";
import { exampleSmsOptOutLink, smsOptOutLink } from "../../server/src/channels/sms/links.js";
import { newOptOutCode } from "../../server/src/channels/sms/optOutCode.js";
import { parseEnv } from "../../server/src/env.js";
import { countCampaignSms, countSms, hasOwnOptOut, isGsm7, smsOptOutLine, smsWithOptOut, toGsmCapitals } from "../../server/src/shared/sms.js";

describe("countSms", () => {
  it.each([
    // [label, text, encoding, units, parts]
    ["empty", "", "GSM", 0, 0],
    ["Latin", "Hello", "GSM", 5, 1],
    ["GSM Greek capitals only", "ΔΦΓΛΩΠΨΣΘΞ", "GSM", 10, 1],
    ["a Greek capital outside the table (Α)", "ΑΒΓ", "UNICODE", 3, 1],
    ["Greek lower case", "Καλημέρα", "UNICODE", 8, 1],
    ["accented capital", "Ά", "UNICODE", 1, 1],
    ["euro counts twice", "€", "GSM", 2, 1],
    ["every extension character counts twice", "€[]{}~^|\\", "GSM", 18, 1],
    ["extension chars in a Greek text count once (UCS-2)", "Καφές 2€", "UNICODE", 8, 1],
    ["160 GSM fit one part", "a".repeat(160), "GSM", 160, 1],
    ["161 GSM take two parts", "a".repeat(161), "GSM", 161, 2],
    ["159 + € = 161 take two parts", `${"a".repeat(159)}€`, "GSM", 161, 2],
    ["153×2 GSM fit two parts", "a".repeat(306), "GSM", 306, 2],
    ["153×2 + 1 GSM take three parts", "a".repeat(307), "GSM", 307, 3],
    ["70 UCS-2 fit one part", "α".repeat(70), "UNICODE", 70, 1],
    ["71 UCS-2 take two parts", "α".repeat(71), "UNICODE", 71, 2],
    ["67×2 UCS-2 fit two parts", "α".repeat(134), "UNICODE", 134, 2],
    ["67×2 + 1 UCS-2 take three parts", "α".repeat(135), "UNICODE", 135, 3],
    ["an emoji is two UCS-2 units", "🙂", "UNICODE", 2, 1],
  ] as const)("%s", (_label, text, encoding, units, parts) => {
    const count = countSms(text);
    expect(count).toMatchObject({ encoding, units, parts });
  });

  it("tells what is left in the current part", () => {
    expect(countSms("a".repeat(150))).toMatchObject({ perPart: 160, remaining: 10 });
    expect(countSms("a".repeat(161))).toMatchObject({ perPart: 153, remaining: 145 });
    expect(countSms("α".repeat(60))).toMatchObject({ perPart: 70, remaining: 10 });
    expect(countSms("α".repeat(71))).toMatchObject({ perPart: 67, remaining: 63 });
  });
});

describe("toGsmCapitals", () => {
  it.each([
    ["Καλημέρα!", "KAΛHMEPA!"],
    ["Προσφορά -20% σε όλους τους καφέδες", "ΠPOΣΦOPA -20% ΣE OΛOYΣ TOYΣ KAΦEΔEΣ"],
    ["Αβγδεζηθικλμνξοπρστυφχψω", "ABΓΔEZHΘIKΛMNΞOΠPΣTYΦXΨΩ"],
    ["άέήίόύώ ΐΰ ϊϋ", "AEHIOYΩ IY IY"],
    ["τελικό ς", "TEΛIKO Σ"],
    ["“Νέο” μενού – τώρα…", '"NEO" MENOY - TΩPA...'],
    ["café 5€", "CAFE 5€"],
    ["🙂", "?"],
    // The placeholder must still become the wallet link after the conversion.
    ["Οι πόντοι σας: {wallet}", "OI ΠONTOI ΣAΣ: {wallet}"],
  ])("%s → %s", (input, output) => {
    expect(toGsmCapitals(input)).toBe(output);
    expect(isGsm7(toGsmCapitals(input))).toBe(true);
  });

  it("turns a UCS-2 Greek message into GSM: 160 characters per part instead of 70", () => {
    const text = "Καλημέρα από τον φούρνο μας! ".repeat(4);
    expect(countSms(text)).toMatchObject({ encoding: "UNICODE", parts: 2 });
    expect(countSms(toGsmCapitals(text))).toMatchObject({ encoding: "GSM", parts: 1 });
  });
});

describe("the opt-out line", () => {
  it("is GSM, so it never changes the message's encoding", () => {
    const link = "https://loyalty.example.gr/u/c0123456789abcdefghijklm.AbCdEfGhIjKlMnOpQrStUv";
    expect(isGsm7(smsOptOutLine(link))).toBe(true);
    expect(countSms(smsWithOptOut("HELLO", link)).encoding).toBe("GSM");
    expect(smsWithOptOut("Γεια", link)).toBe(`Γεια\nSTOP: ${link}`);
  });
});

describe("the short opt-out", () => {
  const env = parseEnv({ PORT: "3100" });

  it("is the public host, /u/ and a ten-character code: at most 25 characters after the host, GSM-7", () => {
    const codes = Array.from({ length: 200 }, newOptOutCode);
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{10}$/);
    const link = smsOptOutLink(env, codes[0]!);
    expect(link).toBe(`localhost:3100/u/${codes[0]}`);
    expect(link.slice("localhost:3100".length).length).toBeLessThanOrEqual(25);
    expect(isGsm7(smsOptOutLine(link))).toBe(true);
    expect(exampleSmsOptOutLink(env).length).toBe(link.length);
  });

  it("takes its host from SMS_LINK_HOST when set", () => {
    expect(smsOptOutLink(parseEnv({ SMS_LINK_HOST: "lyl.gr" }), "AbCdEfGhIj")).toBe("lyl.gr/u/AbCdEfGhIj");
  });

  it("keeps a 70-character Greek text at 2 parts with its one opt-out line (it was 3)", () => {
    const text = "Καφέ Αθηνά: κάθε Τρίτη ο δεύτερος freddo espresso στη μισή τιμή!!!!!!!";
    expect(text.length).toBe(70);
    expect(countCampaignSms(text, exampleSmsOptOutLink(env)).parts).toBe(2);
    expect(countCampaignSms(text, exampleSmsOptOutLink(parseEnv({ SMS_LINK_HOST: "lyl.gr" }))).parts).toBe(2);
  });

  it("is the only one: a text with its own STOP line is refused", () => {
    expect(hasOwnOptOut("Προσφορά! STOP στο 54000")).toBe(true);
    expect(hasOwnOptOut("Kafe Athina: STOP sto 54000")).toBe(true);
    expect(hasOwnOptOut("Σταματήστε για καφέ")).toBe(false);
  });
});
