export default function NotFoundPage() {
  return (
    <section className="section not-found" aria-labelledby="not-found-title">
      <div className="container container-narrow">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">Η σελίδα δεν βρέθηκε</h1>
        <p className="lead">Ο σύνδεσμος που ακολουθήσατε δεν υπάρχει ή η σελίδα έχει μετακινηθεί.</p>
        <ul className="not-found-links">
          <li>
            <a className="button" href="/">
              Αρχική σελίδα
            </a>
          </li>
          <li>
            <a className="button button-outline" href="/docs/faq">
              Συχνές ερωτήσεις
            </a>
          </li>
          <li>
            <a className="button button-outline" href="/#contact">
              Επικοινωνία
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
