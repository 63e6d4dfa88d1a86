// The counter's award decisions without a browser: one idempotency key per intended award, the
// server's confirmations asked and re-sent, each refusal shown in Greek, and an early or repeated
// Enter waiting or ignored. A stand-in for the call records what is sent and answers when told.
import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { INVALID_PHONE_MESSAGE, normalisePhone } from "../../../server/src/shared/phone.js";
import { maxAmountMessage } from "../../../server/src/shared/rules.js";
import { NETWORK_ERROR_MESSAGE } from "../../../admin/src/lib/errors.js";
import {
  checkAward,
  confirmations,
  createAwardSubmission,
  EMPTY,
  readRefusal,
  type AwardContext,
  type FormValues,
  type SentInput,
  type Settled,
  type Submitted,
} from "../../../admin/src/pages/points/awardSubmission.js";

const context: AwardContext = {
  phoneRules: { normalisePhone, INVALID_PHONE_MESSAGE },
  asksAmount: true,
  storeRequired: false,
  defaultStoreId: "store-1",
  maxAmount: 100_000,
};
const ready = { busy: false, ready: true };
const purchase: FormValues = { ...EMPTY, phone: "6912345678", amount: "12,50" };

type Answer = { resolve: (result: string) => void; reject: (error: unknown) => void };

/** A submission whose call is recorded and answered later; keys are k1, k2, … in the order made. */
function counter() {
  const sent: SentInput[] = [];
  const answers: Answer[] = [];
  let keys = 0;
  const submission = createAwardSubmission<string>({
    call: (input) => {
      sent.push(input);
      return new Promise<string>((resolve, reject) => answers.push({ resolve, reject }));
    },
    newKey: () => `k${++keys}`,
  });
  return { submission, sent, answers, keys: () => sent.map((input) => input.idempotencyKey) };
}

function settledOf(submitted: Submitted<string>): Promise<Settled<string>> {
  if (submitted.kind !== "sent") throw new Error(`not sent: ${submitted.kind}`);
  return submitted.settled;
}

/** The refusal as the data provider hands it to the page (a Refine HttpError). */
function httpError(message: string, statusCode: number, errors: Record<string, string[]> = {}) {
  return { message, statusCode, errors };
}

/** A tRPC error as the client throws it, with the server's message and code. */
function callError(message: string, code: string, httpStatus: number) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { code, httpStatus } } });
}

const NEW_CUSTOMER = "Δεν υπάρχει πελάτης με αυτό το τηλέφωνο. Επιβεβαιώστε ότι είναι νέος πελάτης.";
const LARGE_AMOUNT = "Το ποσό 999,00 € ξεπερνά το ποσό προειδοποίησης (500,00 €). Επιβεβαιώστε το ποσό.";

describe("the idempotency key", () => {
  it("stays the same when the answer was lost and the cashier presses Enter again", async () => {
    const { submission, answers, keys } = counter();
    const first = settledOf(submission.submit(purchase, context, ready));
    answers[0].reject(httpError(NETWORK_ERROR_MESSAGE, 0));
    expect(await first).toEqual({ kind: "failure", message: NETWORK_ERROR_MESSAGE });
    settledOf(submission.submit(purchase, context, ready));
    expect(keys()).toEqual(["k1", "k1"]);
  });

  it("stays the same for the same purchase typed differently (the phone with spaces, the amount with a dot)", async () => {
    const { submission, answers, keys } = counter();
    const first = settledOf(submission.submit(purchase, context, ready));
    answers[0].reject(httpError(NETWORK_ERROR_MESSAGE, 0));
    await first;
    settledOf(submission.submit({ ...purchase, phone: "691 234 5678", amount: "12.50" }, context, ready));
    expect(keys()).toEqual(["k1", "k1"]);
  });

  it("is sent once for a double Enter: the second waits for the first's answer", async () => {
    const { submission, sent } = counter();
    settledOf(submission.submit(purchase, context, ready));
    expect(submission.submit(purchase, context, ready)).toEqual({ kind: "ignored" });
    expect(sent).toHaveLength(1);
  });

  it("is new after an award, even for the same phone and amount", async () => {
    const { submission, answers, keys } = counter();
    const first = settledOf(submission.submit(purchase, context, ready));
    answers[0].resolve("awarded");
    expect(await first).toEqual({ kind: "awarded", result: "awarded" });
    settledOf(submission.submit(purchase, context, ready));
    expect(keys()).toEqual(["k1", "k2"]);
  });

  it.each([
    ["customer", { phone: "6987654321" }],
    ["amount", { amount: "13" }],
    ["store", { storeId: "store-2" }],
    ["tags", { tagIds: ["tag-1"] }],
  ])("is new after the %s changed", async (_what, change) => {
    const { submission, answers, keys } = counter();
    const first = settledOf(submission.submit(purchase, context, ready));
    answers[0].reject(httpError(NETWORK_ERROR_MESSAGE, 0));
    await first;
    settledOf(submission.submit({ ...purchase, ...change }, context, ready));
    expect(keys()).toEqual(["k1", "k2"]);
  });

  it("sends the normalised phone, the amount in cents and the remembered store", () => {
    const { submission, sent } = counter();
    settledOf(submission.submit({ ...purchase, phone: "691 234 5678" }, context, ready));
    expect(sent).toEqual([{ phone: "+306912345678", amount: "1250", tagIds: undefined, storeId: "store-1", idempotencyKey: "k1" }]);
  });
});

describe("the confirmations", () => {
  it("asks about a new customer, and a yes sends the same purchase, same key, confirmed", async () => {
    const { submission, sent, answers } = counter();
    const first = settledOf(submission.submit(purchase, context, ready));
    answers[0].reject(httpError(NEW_CUSTOMER, 412, { confirmNewCustomer: [NEW_CUSTOMER] }));
    const refusal = await first;
    expect(refusal).toEqual({
      kind: "question",
      question: { asked: "confirmNewCustomer", message: NEW_CUSTOMER, values: purchase, given: {} },
    });
    if (refusal.kind !== "question") return;
    expect(confirmations[refusal.question.asked]).toEqual({ title: "Νέος πελάτης;", ok: "Ναι, νέος πελάτης", correct: "phone", focus: "ok" });

    void submission.confirm(refusal.question, context, false);
    expect(sent[1]).toEqual({ ...sent[0], confirmNewCustomer: true });
  });

  it("asks about a large amount, and a no sends the cashier back to the amount", async () => {
    const { submission, answers } = counter();
    const first = settledOf(submission.submit({ ...purchase, amount: "999" }, context, ready));
    answers[0].reject(httpError(LARGE_AMOUNT, 412, { confirmLargeAmount: [LARGE_AMOUNT] }));
    const refusal = await first;
    expect(refusal).toMatchObject({ kind: "question", question: { asked: "confirmLargeAmount", message: LARGE_AMOUNT } });
    expect(confirmations.confirmLargeAmount).toEqual({ title: "Μεγάλο ποσό", ok: "Ναι, το ποσό είναι σωστό", correct: "amount", focus: "correct" });
  });

  it("keeps an earlier yes when the next answer asks the second question, and sends both with the first key", async () => {
    const { submission, sent, answers } = counter();
    const values = { ...purchase, amount: "999" };
    const first = settledOf(submission.submit(values, context, ready));
    answers[0].reject(httpError(NEW_CUSTOMER, 412, { confirmNewCustomer: [NEW_CUSTOMER] }));
    const newCustomer = await first;
    if (newCustomer.kind !== "question") throw new Error("no question");
    const second = submission.confirm(newCustomer.question, context, false)!;
    answers[1].reject(httpError(LARGE_AMOUNT, 412, { confirmLargeAmount: [LARGE_AMOUNT] }));
    const largeAmount = await second;
    expect(largeAmount).toMatchObject({ kind: "question", question: { asked: "confirmLargeAmount", given: { confirmNewCustomer: true } } });
    if (largeAmount.kind !== "question") return;
    const third = submission.confirm(largeAmount.question, context, false)!;
    answers[2].resolve("awarded");
    expect(await third).toEqual({ kind: "awarded", result: "awarded" });
    const sentWith = sent.map(({ idempotencyKey, confirmNewCustomer, confirmLargeAmount }) => ({ idempotencyKey, confirmNewCustomer, confirmLargeAmount }));
    expect(sentWith).toEqual([
      { idempotencyKey: "k1", confirmNewCustomer: undefined, confirmLargeAmount: undefined },
      { idempotencyKey: "k1", confirmNewCustomer: true, confirmLargeAmount: undefined },
      { idempotencyKey: "k1", confirmNewCustomer: true, confirmLargeAmount: true },
    ]);
  });
});

describe("a refusal, as the counter shows it", () => {
  it.each([
    ["the stamp price, on the amount", "amount", "Η στάμπα δίνεται για αγορές από 2,50 € και πάνω."],
    ["a missing store, on the store", "storeId", "Επιλέξτε το κατάστημα της αγοράς."],
    ["an invalid phone, on the phone", "phone", INVALID_PHONE_MESSAGE],
  ] as const)("puts %s field, and the focus there", (_what, field, message) => {
    const refusal = readRefusal(httpError("Ελέγξτε τα στοιχεία που συμπληρώσατε.", 400, { [field]: [message] }), purchase, {});
    expect(refusal).toEqual({ kind: "fields", errors: { [field]: message }, first: field });
  });

  it("shows each field's first message, and focuses the first field the server named", () => {
    const errors = { storeId: ["Επιλέξτε το κατάστημα της αγοράς.", "Άγνωστο κατάστημα."], amount: ["Δώστε το ποσό της αγοράς."] };
    expect(readRefusal(httpError("Ελέγξτε τα στοιχεία που συμπληρώσατε.", 400, errors), purchase, {})).toEqual({
      kind: "fields",
      errors: { storeId: "Επιλέξτε το κατάστημα της αγοράς.", amount: "Δώστε το ποσό της αγοράς." },
      first: "storeId",
    });
  });

  it("says a refusal of a field the form does not have in the result card", () => {
    expect(readRefusal(httpError("Το κλειδί δεν είναι έγκυρο.", 400, { idempotencyKey: ["Invalid uuid"] }), purchase, {})).toEqual({
      kind: "failure",
      message: "Το κλειδί δεν είναι έγκυρο.",
    });
  });

  it.each([
    ["points switched off", "Οι πόντοι δεν είναι ενεργοί για το κατάστημα.", 403],
    ["an unknown store", "Το υποκατάστημα δεν βρέθηκε.", 404],
    ["an unknown tag", "Η ετικέτα δεν βρέθηκε.", 404],
    ["no connection", NETWORK_ERROR_MESSAGE, 0],
  ])("says %s in the server's Greek words", (_what, message, status) => {
    expect(readRefusal(httpError(message, status), purchase, {})).toEqual({ kind: "failure", message });
  });

  it.each([
    ["FORBIDDEN", 403, "Δεν έχετε δικαίωμα για αυτή την ενέργεια."],
    ["NOT_FOUND", 404, "Δεν βρέθηκε αυτό που ζητήσατε."],
    ["CONFLICT", 409, "Η αλλαγή συγκρούεται με μια άλλη αλλαγή. Ανανεώστε και δοκιμάστε ξανά."],
    ["PRECONDITION_FAILED", 412, "Η ενέργεια δεν μπορεί να γίνει αυτή τη στιγμή."],
    ["TOO_MANY_REQUESTS", 429, "Πάρα πολλές προσπάθειες. Περιμένετε λίγο και δοκιμάστε ξανά."],
    ["INTERNAL_SERVER_ERROR", 500, "Κάτι πήγε στραβά στον διακομιστή. Δοκιμάστε ξανά σε λίγο."],
    ["UNAUTHORIZED", 401, "Η σύνδεσή σας έληξε. Συνδεθείτε ξανά."],
  ])("says %s without a Greek message from the server in Greek", (code, status, message) => {
    expect(readRefusal(callError("Something failed", code, status), purchase, {})).toEqual({ kind: "failure", message });
  });

  it("says a call that never reached the server is a lost connection", () => {
    expect(readRefusal(new TRPCClientError("Failed to fetch"), purchase, {})).toEqual({ kind: "failure", message: NETWORK_ERROR_MESSAGE });
  });
});

describe("the checks before sending", () => {
  it("refuses an empty form on submit, the focus on the phone, and sends nothing", () => {
    const { submission, sent } = counter();
    expect(submission.submit(EMPTY, { ...context, storeRequired: true, defaultStoreId: "" }, ready)).toEqual({
      kind: "invalid",
      errors: { phone: "Δώστε το τηλέφωνο του πελάτη.", amount: "Δώστε το ποσό της αγοράς.", storeId: "Επιλέξτε το κατάστημα της αγοράς." },
      first: "phone",
    });
    expect(sent).toEqual([]);
  });

  it("focuses the amount when only the amount is wrong, and asks no amount of a stamp without a stamp price", () => {
    const { submission } = counter();
    expect(submission.submit({ ...purchase, amount: "12,5x" }, context, ready)).toMatchObject({ kind: "invalid", first: "amount" });
    expect(submission.submit({ ...purchase, amount: "" }, { ...context, asksAmount: false }, ready)).toMatchObject({ kind: "sent" });
  });

  it("refuses an amount above the shop's ceiling on the amount field, sends nothing, and takes the ceiling itself", () => {
    const { submission, sent } = counter();
    // The server's own sentence (ledger/counterRules.ts), so the field says what the API would.
    expect(submission.submit({ ...purchase, amount: "480" }, { ...context, maxAmount: 30_000 }, ready)).toMatchObject({
      kind: "invalid",
      errors: { amount: maxAmountMessage(48_000, 30_000) },
      first: "amount",
    });
    expect(sent).toEqual([]);
    expect(submission.submit({ ...purchase, amount: "300" }, { ...context, maxAmount: 30_000 }, ready)).toMatchObject({ kind: "sent" });
  });

  it("asks the large amount with the focus on the correction, the new customer with it on «yes»", () => {
    expect(confirmations.confirmLargeAmount.focus).toBe("correct");
    expect(confirmations.confirmNewCustomer.focus).toBe("ok");
  });

  it("flags on blur what was typed wrong, never what is still empty", () => {
    expect(checkAward({ ...EMPTY, phone: "12345" }, "blur", context)).toEqual({ phone: INVALID_PHONE_MESSAGE });
    expect(checkAward(EMPTY, "blur", { ...context, storeRequired: true, defaultStoreId: "" })).toEqual({});
  });
});

describe("the order of submits", () => {
  it("holds an Enter pressed before the stores and the phone rules are known, and submits it once they are", () => {
    const { submission, sent } = counter();
    expect(submission.submit(purchase, { ...context, phoneRules: undefined }, { busy: false, ready: false })).toEqual({ kind: "queued" });
    expect(submission.submit(purchase, { ...context, phoneRules: undefined }, { busy: false, ready: false })).toEqual({ kind: "queued" });
    expect(sent).toEqual([]);
    expect(submission.takeQueued(false)).toBe(false);
    expect(submission.takeQueued(true)).toBe(true);
    // Once: the held Enter is submitted, not every later render.
    expect(submission.takeQueued(true)).toBe(false);
  });

  it("submits nothing when nothing was held", () => {
    expect(counter().submission.takeQueued(true)).toBe(false);
  });

  it("ignores a submit while the page still shows an award under way", () => {
    const { submission, sent } = counter();
    expect(submission.submit(purchase, context, { busy: true, ready: true })).toEqual({ kind: "ignored" });
    expect(submission.confirm({ asked: "confirmNewCustomer", message: "", values: purchase, given: {} }, context, true)).toBeNull();
    expect(sent).toEqual([]);
  });

  it("takes the next submit, or a confirmation, only after the answer to the one in flight", async () => {
    const { submission, sent, answers } = counter();
    const first = settledOf(submission.submit(purchase, context, ready));
    const question = { asked: "confirmNewCustomer" as const, message: NEW_CUSTOMER, values: purchase, given: {} };
    expect(submission.confirm(question, context, false)).toBeNull();
    answers[0].resolve("awarded");
    await first;
    settledOf(submission.submit({ ...purchase, phone: "6987654321" }, context, ready));
    expect(sent.map((input) => input.phone)).toEqual(["+306912345678", "+306987654321"]);
  });
});
