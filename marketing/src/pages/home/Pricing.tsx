import { formatEuro, plans } from "../../content/plans.js";

export function Pricing() {
  return (
    <section id="pricing" className="section section-alt" aria-labelledby="pricing-title">
      <div className="container">
        <p className="eyebrow">Τιμές</p>
        <h2 id="pricing-title" className="section-title">
          Απλές μηνιαίες τιμές, χωρίς δέσμευση
        </h2>
        <p className="section-lead">Όλα τα πακέτα ξεκινούν με 14 ημέρες δωρεάν δοκιμή. Αλλάζετε πακέτο ή σταματάτε όποτε θέλετε.</p>
        <ul className="plan-grid">
          {plans.map((plan) => (
            <li key={plan.name} className={plan.featured ? "plan is-featured" : "plan"}>
              {plan.featured && <p className="plan-badge">Το πιο δημοφιλές</p>}
              <h3>{plan.name}</h3>
              <p className="plan-audience">{plan.audience}</p>
              <p className="plan-price">
                <strong>{formatEuro(plan.price)}</strong>
                <span> / μήνα</span>
              </p>
              <ul className="plan-features">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <a className={plan.featured ? "button" : "button button-outline"} href="/#contact">
                Δοκιμάστε το {plan.name}
              </a>
            </li>
          ))}
        </ul>
        <p className="pricing-note">Οι τιμές δεν περιλαμβάνουν ΦΠΑ 24%. Τα SMS χρεώνονται 0,045 € το καθένα· push και e-mail περιλαμβάνονται.</p>
      </div>
    </section>
  );
}
