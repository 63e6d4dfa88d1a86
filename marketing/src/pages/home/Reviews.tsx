// The section the header's #reviews link lands on: what every shop gets, stated as the product's rules
// (content/promises.ts) rather than quotes from shops.
import { promises } from "../../content/promises.js";

export function Reviews() {
  return (
    <section id="reviews" className="section" aria-labelledby="reviews-title">
      <div className="container">
        <p className="eyebrow">Δεσμεύσεις</p>
        <h2 id="reviews-title" className="section-title">
          Τι ισχύει για κάθε κατάστημα
        </h2>
        <ul className="promise-grid">
          {promises.map((promise) => (
            <li key={promise.title} className="promise">
              <h3>{promise.title}</h3>
              <p>{promise.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
