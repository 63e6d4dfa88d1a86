const steps = [
  {
    title: "Στήνετε το πρόγραμμα",
    text: "Διαλέγετε πόντους ανά ευρώ, στάμπες ανά επίσκεψη ή και τα δύο, και ορίζετε τα δώρα σας. Δέκα λεπτά, χωρίς τεχνικό.",
  },
  {
    title: "Ο πελάτης δίνει το κινητό του",
    text: "Στο ταμείο ο υπάλληλος γράφει το κινητό και το ποσό. Χωρίς κάρτες, χωρίς εφαρμογή που πρέπει να κατεβάσει αμέσως.",
  },
  {
    title: "Επιστρέφει για το δώρο",
    text: "Πόντοι, στάμπες, δώρα γενεθλίων και καμπάνιες τον φέρνουν ξανά. Εσείς βλέπετε στα στατιστικά ποιοι επιστρέφουν.",
  },
];

export function HowItWorks() {
  return (
    <section className="section section-tight" aria-labelledby="how-title">
      <div className="container">
        <h2 id="how-title" className="section-title">
          Πώς δουλεύει
        </h2>
        <ol className="steps">
          {steps.map((step) => (
            <li key={step.title} className="step">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
