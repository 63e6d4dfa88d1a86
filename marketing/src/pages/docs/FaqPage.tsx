import { FaqList } from "../../components/FaqList.js";
import { faqGroups } from "../../content/faqs.js";
import { DocPage } from "./DocPage.js";

export default function FaqPage() {
  return (
    <DocPage
      title="Συχνές ερωτήσεις"
      updated={false}
      intro="Όσα μας ρωτούν πιο συχνά οι ιδιοκτήτες καταστημάτων. Δεν βρίσκετε την απάντηση; Γράψτε μας από τη φόρμα επικοινωνίας."
    >
      {faqGroups.map((group) => (
        <section key={group.title} className="faq-group" aria-label={group.title}>
          <h2>{group.title}</h2>
          <FaqList items={group.items} />
        </section>
      ))}
      <p className="faq-more">
        <a className="button" href="/#contact">
          Κάντε μας μια ερώτηση
        </a>
      </p>
    </DocPage>
  );
}
