import type { Faq } from "../content/faqs.js";

// <details> opens and closes without JavaScript and is keyboard-usable as it is.
export function FaqList({ items }: { items: Faq[] }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.question} className="faq">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
