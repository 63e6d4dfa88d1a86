// The counter form's state over awardSubmission.ts, which decides: this hook keeps what the form shows
// (values, errors, the result, a question) in React state, calls the server through the data provider,
// and moves the focus where the cashier goes next.
import { useInvalidate } from "@refinedev/core";
import { useEffect, useRef, useState, type FormEvent } from "react";
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

async function sendAward(run: Run, kind: AwardKind, { amount, ...input }: SentInput): Promise<AwardOutcome> {
  if (kind === "points") return { kind, data: await run("transaction.add", { ...input, amount: amount ?? "" }) };
  return { kind, data: await run("transaction.addStamp", { ...input, amount }) };
}

/** `storesKnown`: the fresh list of stores has arrived (a remembered one may be out of date). */
type Page = Omit<AwardContext, "phoneRules"> & { kind: AwardKind; storesKnown: boolean };

export function useAwardSubmission({ kind, storesKnown, ...page }: Page) {
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<AwardOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const phoneRules = usePhoneRules();
  const customer = useCustomerPreview(values.phone, phoneRules);
  const invalidate = useInvalidate();
  // No error toast either: the form's errors and the result card say what went wrong.
  const award = useCustomCall({ errorNotification: false });
  // The submission lives as long as the form; its call is this render's.
  const call = useRef((input: SentInput) => sendAward(award.run, kind, input));
  call.current = (input) => sendAward(award.run, kind, input);
  const [submission] = useState(() => createAwardSubmission<AwardOutcome>({ call: (input) => call.current(input), newKey: newIdempotencyKey }));
  const context: AwardContext = { ...page, phoneRules };

  // Until the stores are known the form cannot tell whether a store is required, nor check the phone
  // before its rules have loaded: an Enter pressed that early (a fast cashier, a slow line) waits for
  // both and is then submitted, never refused.
  const ready = storesKnown && phoneRules !== undefined;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submission.takeQueued(ready)) formRef.current?.requestSubmit();
  }, [submission, ready]);

  function change<Name extends FieldName>(name: Name, value: FormValues[Name]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function showError(name: FieldName, message: string | undefined) {
    setErrors((current) => ({ ...current, [name]: message }));
  }

  function settle(settled: Settled<AwardOutcome>) {
    if (settled.kind === "awarded") {
      setFailure(null);
      // The result card is the one feedback of an award: no toast that could cover it.
      setOutcome({ ...settled.result, name: customer.data ? previewName(customer.data) : null } as AwardOutcome);
      setValues((current) => ({ ...EMPTY, storeId: current.storeId }));
      setErrors({});
      focusField("phone");
      void invalidate({ resource: kind === "points" ? "history-transactions" : "history-stamps-transactions", invalidates: ["list"] });
      return;
    }
    setOutcome(null);
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
