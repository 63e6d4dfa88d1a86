// What the counter decides about one award, apart from React and the page: the checks before it is
// sent, the idempotency key it carries, when an Enter waits or is ignored, and what a refusal becomes
// (a question to the cashier, a field's error, or a message). No DOM here: useAwardSubmission.ts
// connects it to the form, and the unit tests run it in Node.
import { parseEuros } from "@shared/money.js";
import { errorMessage, fieldErrors, toFormFields } from "../../lib/errors";
import { checkAmount, checkPhone, checkStore, type CheckMoment } from "./awardRules";
import type { PhoneRules } from "./phoneRules";

// storeId null: not chosen on this page, so the remembered (or only) store applies.
export type FormValues = { phone: string; amount: string; tagIds: string[]; storeId: string | null };
export const EMPTY: FormValues = { phone: "", amount: "", tagIds: [], storeId: null };

const FIELDS = ["phone", "amount", "tagIds", "storeId"] as const;
export type FieldName = (typeof FIELDS)[number];
export type Errors = Partial<Record<FieldName, string>>;

/**
 * The server's refusals the cashier may overrule after a second look (server/src/ledger/counterRules.ts),
 * the field a "no" sends the cashier back to, and the answer the focus starts on. A large amount starts
 * on the correction: the Enter of habit that follows a typo (480 for 4,80) must correct it, not confirm it.
 */
export const confirmations = {
  confirmNewCustomer: { title: "Νέος πελάτης;", ok: "Ναι, νέος πελάτης", correct: "phone", focus: "ok" },
  confirmLargeAmount: { title: "Μεγάλο ποσό", ok: "Ναι, το ποσό είναι σωστό", correct: "amount", focus: "correct" },
} as const satisfies Record<string, { title: string; ok: string; correct: FieldName; focus: "ok" | "correct" }>;
type Confirmation = keyof typeof confirmations;
export type Confirmations = Partial<Record<Confirmation, boolean>>;

/** A question to the cashier: confirming sends `values` again with `given` and the confirmation asked. */
export type Question = { asked: Confirmation; message: string; values: FormValues; given: Confirmations };

/**
 * What the page knows when the cashier submits: the phone rules (undefined: still loading), the fields
 * asked, and the shop's ceiling in cents (null: unknown).
 */
export type AwardContext = {
  phoneRules: PhoneRules | undefined;
  asksAmount: boolean;
  storeRequired: boolean;
  defaultStoreId: string;
  maxAmount: number | null;
};

export type AwardInput = { phone: string; amount?: string; tagIds?: string[]; storeId?: string };
export type SentInput = AwardInput & Confirmations & { idempotencyKey: string };

export function checkAward(values: FormValues, moment: CheckMoment, context: AwardContext): Errors {
  return {
    phone: checkPhone(values.phone, moment, context.phoneRules) ?? undefined,
    amount: context.asksAmount ? (checkAmount(values.amount, moment, context.maxAmount) ?? undefined) : undefined,
    storeId: context.storeRequired && moment === "submit" ? (checkStore(values.storeId ?? context.defaultStoreId) ?? undefined) : undefined,
  };
}

function awardInput(values: FormValues, context: AwardContext): AwardInput {
  return {
    phone: context.phoneRules?.normalisePhone(values.phone) ?? "",
    amount: context.asksAmount ? String(parseEuros(values.amount)) : undefined,
    tagIds: values.tagIds.length ? values.tagIds : undefined,
    storeId: (values.storeId ?? context.defaultStoreId) || undefined,
  };
}

export type Refusal = { kind: "question"; question: Question } | { kind: "fields"; errors: Errors; first: FieldName } | { kind: "failure"; message: string };

/** A refusal of the award sent with `values` and `given`, as the page shows it. */
export function readRefusal(error: unknown, values: FormValues, given: Confirmations): Refusal {
  const asked = (Object.keys(confirmations) as Confirmation[]).find((name) => fieldErrors(error)[name]);
  if (asked) return { kind: "question", question: { asked, message: errorMessage(error), values, given } };
  const fields = toFormFields(error, FIELDS);
  if (fields.length > 0) {
    return { kind: "fields", errors: Object.fromEntries(fields.map(({ name, errors }) => [name, errors[0]])), first: fields[0].name };
  }
  return { kind: "failure", message: errorMessage(error) };
}

export type Settled<Result> = { kind: "awarded"; result: Result } | Refusal;

/** What became of a submit: `errors` are the form's errors now (none when sent); `sent` carries the answer to come. */
export type Submitted<Result> =
  | { kind: "ignored" }
  | { kind: "queued" }
  | { kind: "invalid"; errors: Errors; first: FieldName }
  | { kind: "sent"; errors: Errors; settled: Promise<Settled<Result>> };

/**
 * One form's submissions. `busy`: the page still shows an award under way (its call's loading state),
 * which blocks a new one as much as the call this machine has not yet seen answered.
 */
export function createAwardSubmission<Result>({ call, newKey }: { call: (input: SentInput) => Promise<Result>; newKey: () => string }) {
  // One key per distinct submission: a retry or a double Enter with the same values reuses it,
  // so the server awards once; any change of the values makes it a new submission.
  let attempt: { signature: string; key: string } | null = null;
  let inFlight = false;
  // An Enter pressed before the stores and the phone rules are known: submitted once they are.
  let queued = false;

  function send(values: FormValues, given: Confirmations, context: AwardContext): Promise<Settled<Result>> {
    const input = awardInput(values, context);
    // The confirmations are not part of the signature: confirming re-sends the same purchase, same key.
    const signature = JSON.stringify(input);
    if (attempt?.signature !== signature) attempt = { signature, key: newKey() };
    inFlight = true;
    return call({ ...input, ...given, idempotencyKey: attempt.key })
      .finally(() => (inFlight = false))
      .then(
        (result): Settled<Result> => {
          attempt = null;
          return { kind: "awarded", result };
        },
        (error: unknown) => readRefusal(error, values, given),
      );
  }

  return {
    /** An Enter or a click on the submit button; `ready`: the stores and the phone rules are known. */
    submit(values: FormValues, context: AwardContext, { busy, ready }: { busy: boolean; ready: boolean }): Submitted<Result> {
      if (busy || inFlight) return { kind: "ignored" };
      if (!ready) {
        queued = true;
        return { kind: "queued" };
      }
      const errors = checkAward(values, "submit", context);
      const first = FIELDS.find((name) => errors[name]);
      if (first) return { kind: "invalid", errors, first };
      return { kind: "sent", errors, settled: send(values, {}, context) };
    },

    /** Whether a queued submit is due now that the page is `ready` (it is then no longer queued). */
    takeQueued(ready: boolean): boolean {
      if (!ready || !queued) return false;
      queued = false;
      return true;
    },

    /** The cashier said yes to `question`: the same values again, with this confirmation too (null: busy). */
    confirm(question: Question, context: AwardContext, busy: boolean): Promise<Settled<Result>> | null {
      if (busy || inFlight) return null;
      return send(question.values, { ...question.given, [question.asked]: true }, context);
    },
  };
}
