import { site } from "../../site.js";
import { Island } from "../../components/Island.js";

export function Contact() {
  return (
    <section id="contact" className="section section-alt" aria-labelledby="contact-title">
      <div className="container contact-inner">
        <div className="contact-text">
          <p className="eyebrow">Επικοινωνία</p>
          <h2 id="contact-title" className="section-title">
            Ας το στήσουμε μαζί
          </h2>
          <p>
            Θέλετε μια σύντομη επίδειξη, μια προσφορά για περισσότερα καταστήματα ή απλώς μια απάντηση; Γράψτε μας και θα σας απαντήσουμε μέσα σε μία εργάσιμη
            ημέρα.
          </p>
          <ul className="contact-details">
            <li>
              E-mail: <a href={`mailto:${site.company.email}`}>{site.company.email}</a>
            </li>
            <li>
              Τηλέφωνο: <a href={`tel:${site.company.phone.replace(/\s/g, "")}`}>{site.company.phoneDisplay}</a> (Δευτέρα–Παρασκευή, 9:00–17:00)
            </li>
          </ul>
        </div>
        <Island name="contact-form" />
      </div>
    </section>
  );
}
