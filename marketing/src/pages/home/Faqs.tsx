import { FaqList } from "../../components/FaqList.js";
import { homeFaqs } from "../../content/faqs.js";

export function Faqs() {
  return (
    <section id="faqs" className="section" aria-labelledby="faqs-title">
      <div className="container container-narrow">
        <p className="eyebrow">Ερωτήσεις</p>
        <h2 id="faqs-title" className="section-title">
          Συχνές ερωτήσεις
        </h2>
        <FaqList items={homeFaqs} />
        <p className="faq-more">
          <a href="/docs/faq">Όλες οι ερωτήσεις και απαντήσεις</a>
        </p>
      </div>
    </section>
  );
}
