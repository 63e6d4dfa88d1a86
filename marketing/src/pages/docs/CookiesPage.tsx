import { site } from "../../site.js";
import { DocPage } from "./DocPage.js";
import { DocTable } from "./DocTable.js";

type Row = { name: string; provider: string; purpose: string; duration: string };

const necessary: Row[] = [
  {
    name: "authjs.session-token",
    provider: site.name,
    purpose: "Σας κρατά συνδεδεμένους στον λογαριασμό του καταστήματος.",
    duration: "Έως 30 ημέρες ή μέχρι την αποσύνδεση",
  },
  { name: "authjs.csrf-token", provider: site.name, purpose: "Προστατεύει τις φόρμες σύνδεσης από επιθέσεις CSRF.", duration: "Μέχρι να κλείσει ο browser" },
  { name: "authjs.callback-url", provider: site.name, purpose: "Θυμάται σε ποια σελίδα επιστρέφετε μετά τη σύνδεση.", duration: "Μέχρι να κλείσει ο browser" },
  {
    name: "cookie-preferences (τοπική αποθήκευση)",
    provider: site.name,
    purpose: "Αποθηκεύει την επιλογή σας για τα cookies και πότε την κάνατε.",
    duration: "365 ημέρες, μετά σας ρωτάμε ξανά",
  },
];
const statistics: Row[] = [
  {
    name: "_ga",
    provider: "Google Analytics (Google Ireland Ltd)",
    purpose: "Ξεχωρίζει ανώνυμα τους επισκέπτες για να μετρήσουμε την επισκεψιμότητα.",
    duration: "2 έτη",
  },
  {
    name: "_ga_<αναγνωριστικό>",
    provider: "Google Analytics (Google Ireland Ltd)",
    purpose: "Κρατά την κατάσταση της τρέχουσας επίσκεψης.",
    duration: "2 έτη",
  },
];
const marketing: Row[] = [
  {
    name: "_fbp",
    provider: "Meta Platforms Ireland Ltd",
    purpose: "Μετρά αν οι διαφημίσεις μας σε Facebook και Instagram φέρνουν επισκέπτες.",
    duration: "3 μήνες",
  },
  {
    name: "fr",
    provider: "Meta Platforms Ireland Ltd",
    purpose: "Εμφάνιση και μέτρηση διαφημίσεων, όταν είστε συνδεδεμένοι στο Facebook.",
    duration: "3 μήνες",
  },
];

function CookieTable({ caption, rows }: { caption: string; rows: Row[] }) {
  return (
    <DocTable
      caption={caption}
      columns={["Όνομα", "Πάροχος", "Σκοπός", "Διάρκεια"]}
      rows={rows.map((row) => [<code key="name">{row.name}</code>, row.provider, row.purpose, row.duration])}
    />
  );
}

export default function CookiesPage() {
  return (
    <DocPage
      title="Πολιτική cookies"
      intro="Τα cookies είναι μικρά αρχεία που ένας ιστότοπος αποθηκεύει στον browser σας. Χρησιμοποιούμε μόνο όσα χρειάζονται για να λειτουργεί ο ιστότοπος, και όλα τα υπόλοιπα μόνο αν συμφωνήσετε."
    >
      <h2>Πώς δίνετε ή αλλάζετε τη συγκατάθεσή σας</h2>
      <p>
        Στην πρώτη σας επίσκεψη εμφανίζεται ένα μήνυμα όπου διαλέγετε «Μόνο τα απαραίτητα», τις κατηγορίες που θέλετε («Αποδοχή επιλεγμένων») ή «Αποδοχή όλων».
        Η επιλογή σας ισχύει για 365 ημέρες. Μπορείτε να την αλλάξετε ή να ανακαλέσετε τη συγκατάθεσή σας οποιαδήποτε στιγμή από τον σύνδεσμο{" "}
        <strong>«Ρυθμίσεις cookies»</strong> στο κάτω μέρος κάθε σελίδας, τόσο εύκολα όσο τη δώσατε. Μπορείτε επίσης να σβήσετε τα cookies από τις ρυθμίσεις του
        browser σας.
      </p>
      <p>
        Τα σενάρια στατιστικών και μάρκετινγκ δεν φορτώνονται καθόλου πριν δώσετε συγκατάθεση για την αντίστοιχη κατηγορία. Αν ανακαλέσετε τη συγκατάθεση,
        σταματούν να καταγράφουν.
      </p>

      <h2>Απαραίτητα</h2>
      <p>
        Χωρίς αυτά δεν λειτουργούν η σύνδεση και η ασφάλεια του ιστότοπου, γι' αυτό είναι πάντα ενεργά και δεν χρειάζονται συγκατάθεση (άρθρο 4 παρ. 5 του ν.
        3471/2006). Σε σύνδεση μέσω HTTPS τα ονόματά τους έχουν το πρόθεμα <code>__Secure-</code> ή <code>__Host-</code>.
      </p>
      <CookieTable caption="Απαραίτητα cookies" rows={necessary} />

      <h2>Προτιμήσεις</h2>
      <p>
        Θυμούνται επιλογές που κάνετε στον ιστότοπο. Σήμερα ο ιστότοπος δεν χρησιμοποιεί cookies αυτής της κατηγορίας· αν προστεθούν, θα τα αναφέρουμε εδώ και
        θα ενεργοποιούνται μόνο με τη συγκατάθεσή σας.
      </p>

      <h2>Στατιστικά</h2>
      <p>
        Με τη συγκατάθεσή σας χρησιμοποιούμε το Google Analytics με ανωνυμοποίηση της διεύθυνσης IP, για να δούμε ποιες σελίδες διαβάζονται και να βελτιώνουμε
        τον ιστότοπο. Τα δεδομένα μπορεί να διαβιβαστούν στις ΗΠΑ, με βάση το πλαίσιο ΕΕ–ΗΠΑ για την προστασία δεδομένων.
      </p>
      <CookieTable caption="Cookies στατιστικών" rows={statistics} />

      <h2>Μάρκετινγκ</h2>
      <p>
        Με τη συγκατάθεσή σας χρησιμοποιούμε το Meta Pixel για να μετράμε αν οι διαφημίσεις μας σε Facebook και Instagram φέρνουν επισκέπτες και να τις
        δείχνουμε σε ανθρώπους που ενδέχεται να ενδιαφέρονται. Η Meta είναι από κοινού υπεύθυνη μαζί μας για τη συλλογή αυτών των δεδομένων.
      </p>
      <CookieTable caption="Cookies μάρκετινγκ" rows={marketing} />

      <h2>Επικοινωνία</h2>
      <p>
        Για ερωτήσεις σχετικά με τα cookies γράψτε μας στο <a href={`mailto:${site.company.privacyEmail}`}>{site.company.privacyEmail}</a>. Περισσότερα για τα
        δικαιώματά σας θα βρείτε στην <a href="/docs/privacy">πολιτική απορρήτου</a>.
      </p>
    </DocPage>
  );
}
