// The counter form's state over awardSubmission.ts, which decides: this hook keeps what the form shows
// (values, errors, the result, a question) in React state, calls the server through the data provider,
// and moves the focus where the cashier goes next.
import { useInvalidate } from "@refinedev/core";
import { UNDO_WINDOW_MS } from "@shared/rules.js";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useCouponRedeem } from "../../components/counter/couponRedeem";
import { errorMessage } from "../../lib/errors";
import { newIdempotencyKey } from "../../lib/idempotencyKey";
import { useCustomCall } from "../../providers/customCalls";
import type { AwardOutcome } from "./AwardResult";
import {
  checkAward,
  confirmations,
  createAwardSubmission,
  EMPTY,
  type AwardContext,
  type Errors,
  type FieldName,
  type FormValues,
  type Question,
  type SentInput,
  type Settled,
} from "./awardSubmission";
import { previewName, useCustomerPreview } from "./CustomerPreview";
import { usePhoneRules } from "./phoneRules";

export type AwardKind = AwardOutcome["kind"];

export const fieldId = (name: FieldName) => `counter-${name}`;

export function focusField(name: FieldName) {
  document.getElementById(fieldId(name))?.focus();
}

type Run = ReturnType<typeof useCustomCall>["run"];

/** The award as the server answered it; the page adds what it knows (the name, when it arrived). */
type Awarded = { [Kind in AwardKind]: Pick<Extract<AwardOutcome, { kind: Kind }>, "kind" | "data"> }[AwardKind];

async function sendAward(run: Run, kind: AwardKind, { amount, ...input }: SentInput): Promise<Awarded> {
  if (kind === "points") return { kind, data: await run("transaction.add", { ...input, amount: amount ?? "" }) };
  return { kind, data: await run("transaction.addStamp", { ...input, amount }) };
}

/** `storesKnown`: the fresh list of stores has arrived (a remembered one may be out of date). */
type Page = Omit<AwardContext, "phoneRules"> & { kind: AwardKind; storesKnown: boolean };

export function useAwardSubmission({ kind, storesKnown, ...page }: Page) {
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<AwardOutcome | null>(null);
  // «Αναίρεση» of the sale in the result: offered while the server would take it (UNDO_WINDOW_MS, counted
  // from when this device saw the answer, so a clock set wrong does not matter), and what it answered.
  const [undoOpen, setUndoOpen] = useState(false);
  const [undoFailure, setUndoFailure] = useState<string | null>(null);
  const undoing = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const phoneRules = usePhoneRules();
  const customer = useCustomerPreview(values.phone, phoneRules);
  const invalidate = useInvalidate();
  // No error toast either: the form's errors and the result card say what went wrong.
  const award = useCustomCall({ errorNotification: false });
  const undoCall = useCustomCall({ errorNotification: false });
  // A coupon redeemed from the customer preview: its outcome takes the result area until the next award.
  const coupon = useCouponRedeem();
  // The submission lives as long as the form; its call is this render's.
  const call = useRef((input: SentInput) => sendAward(award.run, kind, input));
  call.current = (input) => sendAward(award.run, kind, input);
  const [submission] = useState(() => createAwardSubmission<Awarded>({ call: (input) => call.current(input), newKey: newIdempotencyKey }));
  const context: AwardContext = { ...page, phoneRules };

  // Until the stores are known the form cannot tell whether a store is required, nor check the phone
  // before its rules have loaded: an Enter pressed that early (a fast cashier, a slow line) waits for
  // both and is then submitted, never refused.
  const ready = storesKnown && phoneRules !== undefined;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submission.takeQueued(ready)) formRef.current?.requestSubmit();
  }, [submission, ready]);

  useEffect(() => {
    setUndoFailure(null);
    if (!outcome || outcome.undone) return setUndoOpen(false);
    setUndoOpen(true);
    const timer = setTimeout(() => setUndoOpen(false), outcome.receivedAt + UNDO_WINDOW_MS - Date.now());
    return () => clearTimeout(timer);
  }, [outcome]);

  function refreshHistory() {
    void invalidate({ resource: kind === "points" ? "history-transactions" : "history-stamps-transactions", invalidates: ["list"] });
  }

  function undo() {
    if (!outcome || outcome.undone || undoing.current) return;
    undoing.current = true;
    const { id } = outcome.data.transaction;
    undoCall
      .run("transaction.undo", { id })
      .then(
        (undone) => {
          setOutcome((current) => (current?.data.transaction.id === id ? ({ ...current, undone } as AwardOutcome) : current));
          refreshHistory();
          customer.refresh();
        },
        (error: unknown) => setUndoFailure(errorMessage(error)),
      )
      .finally(() => (undoing.current = false));
  }

  function redeemCoupon(code: string) {
    void coupon.redeem(code).then((attempt) => {
      if (!attempt) return;
      setOutcome(null);
      setFailure(null);
      customer.refresh();
    });
  }

  function change<Name extends FieldName>(name: Name, value: FormValues[Name]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function showError(name: FieldName, message: string | undefined) {
    setErrors((current) => ({ ...current, [name]: message }));
  }

  function settle(settled: Settled<Awarded>) {
    if (settled.kind === "awarded") {
      setFailure(null);
      // The result card is the one feedback of an award: no toast that could cover it.
      coupon.clear();
      setOutcome({ ...settled.result, name: customer.data ? previewName(customer.data) : null, receivedAt: Date.now() } as AwardOutcome);
      setValues((current) => ({ ...EMPTY, storeId: current.storeId }));
      setErrors({});
      focusField("phone");
      refreshHistory();
      return;
    }
    setOutcome(null);
    coupon.clear();
    if (settled.kind === "question") return setQuestion(settled.question);
    if (settled.kind === "fields") {
      setErrors(settled.errors);
      focusField(settled.first);
      setFailure(null);
      return;
    }
    setFailure(settled.message);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const submitted = submission.submit(values, context, { busy: award.isLoading, ready });
    if (submitted.kind === "ignored" || submitted.kind === "queued") return;
    setErrors(submitted.errors);
    if (submitted.kind === "invalid") return focusField(submitted.first);
    void submitted.settled.then(settle);
  }

  return {
    values,
    errors,
    outcome,
    failure,
    question,
    undo: { open: undoOpen, busy: undoCall.isLoading, failure: undoFailure, run: undo },
    coupon: { attempt: coupon.attempt, busy: coupon.busy, redeem: redeemCoupon },
    customer,
    busy: award.isLoading,
    formRef,
    change,
    showError,
    submit,
    blur: (name: "phone" | "amount") => showError(name, checkAward(values, "blur", context)[name]),
    confirm(asked: Question) {
      setQuestion(null);
      void submission.confirm(asked, context, award.isLoading)?.then(settle);
    },
    correct(asked: Question) {
      setQuestion(null);
      focusField(confirmations[asked.asked].correct);
    },
  };
}
