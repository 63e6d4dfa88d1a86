// The opening of the home page, with a drawing of the counter screen and of the customer's stamp card.
export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <div className="hero-text">
          <p className="eyebrow">Πρόγραμμα επιβράβευσης για καφέ, φούρνους και καταστήματα</p>
          <h1 id="hero-title">Κάντε κάθε πελάτη τακτικό πελάτη.</h1>
          <p className="lead">
            Πόντοι, στάμπες και κουπόνια χωρίς χάρτινες κάρτες. Ο πελάτης λέει το κινητό του στο ταμείο, εσείς βλέπετε ποιοι επιστρέφουν και τους στέλνετε την
            κατάλληλη προσφορά με push, SMS ή e-mail.
          </p>
          <div className="hero-actions">
            <a className="button button-large" href="/#contact">
              Ξεκινήστε δωρεάν
            </a>
            <a className="button button-outline button-large" href="/#pricing">
              Δείτε τις τιμές
            </a>
          </div>
          <p className="hero-note">14 ημέρες δωρεάν δοκιμή · χωρίς κάρτα · χωρίς δέσμευση</p>
        </div>
        <div className="hero-visual" aria-hidden="true">
          <div className="mock-panel">
            <p className="mock-title">Προσθήκη πόντων</p>
            <div className="mock-field">
              <span>Κινητό πελάτη</span>
              <strong>694 512 3387</strong>
            </div>
            <div className="mock-field">
              <span>Ποσό απόδειξης</span>
              <strong>12,50 €</strong>
            </div>
            <div className="mock-button">Προσθήκη</div>
            <p className="mock-success">+12 πόντοι στον πελάτη</p>
          </div>
          <div className="mock-card">
            <p className="mock-shop">Το καφέ σας</p>
            <p className="mock-caption">7 από 10 στάμπες</p>
            <div className="mock-stamps">
              {Array.from({ length: 10 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a stamp slot's position is its identity.
                <span key={index} className={index < 7 ? "stamp is-full" : "stamp"} />
              ))}
            </div>
            <p className="mock-reward">Ο 10ος καφές κερνάει</p>
          </div>
        </div>
      </div>
    </section>
  );
}
