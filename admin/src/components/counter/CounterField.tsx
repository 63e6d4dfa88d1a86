// The counter's form controls, plain and large (counter.css): a labelled field with its error, a text
// input with an icon or unit beside it, and the submit button. The error is tied to the input
// (aria-describedby, aria-invalid): a refused submit moves the focus there, and the field's description
// says why; it is no live region, so nothing else is said.
import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";

type FieldProps = { id: string; label: string; error?: string | null; children: ReactNode };

export function CounterField({ id, label, error, children }: FieldProps) {
  return (
    <div className={error ? "counter-field counter-field-invalid" : "counter-field"}>
      <label htmlFor={id} className="counter-label">
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} className="counter-field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "prefix"> & { id: string; error?: string | null; prefix?: ReactNode; suffix?: ReactNode };

export const CounterInput = forwardRef<HTMLInputElement, InputProps>(function CounterInput({ id, error, prefix, suffix, className, ...props }, ref) {
  return (
    <span className={`counter-input${error ? " counter-input-invalid" : ""}${className ? ` ${className}` : ""}`}>
      {prefix ? (
        <span className="counter-input-affix" aria-hidden>
          {prefix}
        </span>
      ) : null}
      <input ref={ref} id={id} type="text" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...props} />
      {suffix ? (
        <span className="counter-input-affix" aria-hidden>
          {suffix}
        </span>
      ) : null}
    </span>
  );
});

type SubmitProps = { loading: boolean; disabled: boolean; children: ReactNode };

/** The wide submit button; while the request runs it shows a spinner and takes no second press. */
export function CounterSubmit({ loading, disabled, children }: SubmitProps) {
  return (
    <button type="submit" className="plain-button plain-button-primary counter-submit" disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <span className="spinner spinner-small" aria-hidden /> : null}
      {children}
    </button>
  );
}
