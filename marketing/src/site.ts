// Who runs the site and which pages it has. The operator of a deployment changes the details here once.

export const site = {
  name: "Loyalty",
  tagline: "Πόντοι, στάμπες και κουπόνια για το κατάστημά σας",
  company: {
    legalName: "Loyalty Πλατφόρμες Μονοπρόσωπη Ι.Κ.",
    address: "Λεωφόρος Συγγρού 120, 117 45 Αθήνα",
    email: "hello@loyalty.gr",
    privacyEmail: "privacy@loyalty.gr",
    phone: "+30 210 000 0000",
    phoneDisplay: "210 000 0000",
  },
  // Date the legal pages were last revised, shown on them.
  legalUpdated: "23 Νοεμβρίου 2026",
} as const;

export type PageId = "home" | "privacy" | "terms" | "faq" | "cookies" | "api" | "not-found";

export type PageMeta = {
  id: PageId;
  path: string;
  /** Where the pre-rendered HTML is written, relative to dist/marketing. */
  file: string;
  title: string;
  description: string;
  robots: string;
  inSitemap: boolean;
};

export const pages: PageMeta[] = [
  {
    id: "home",
    path: "/",
    file: "index.html",
    title: "Loyalty – Πόντοι, στάμπες και κουπόνια για το κατάστημά σας",
    description:
      "Πόντοι, στάμπες, κουπόνια και καμπάνιες με push, SMS και e-mail για το κατάστημά σας. Ο πελάτης δίνει μόνο το κινητό του στο ταμείο. Δοκιμή 14 ημερών δωρεάν.",
    robots: "index, follow",
    inSitemap: true,
  },
  {
    id: "privacy",
    path: "/docs/privacy",
    file: "docs/privacy/index.html",
    title: "Πολιτική απορρήτου – Loyalty",
    description: "Ποια προσωπικά δεδομένα επεξεργάζεται η Loyalty, για ποιο σκοπό, πόσο καιρό τα κρατά και πώς ασκείτε τα δικαιώματά σας σύμφωνα με τον GDPR.",
    robots: "index, follow",
    inSitemap: true,
  },
  {
    id: "terms",
    path: "/docs/terms",
    file: "docs/terms/index.html",
    title: "Όροι χρήσης – Loyalty",
    description:
      "Οι όροι με τους οποίους τα καταστήματα χρησιμοποιούν την πλατφόρμα επιβράβευσης Loyalty: συνδρομή, χρέωση, υποχρεώσεις, καμπάνιες και καταγγελία.",
    robots: "index, follow",
    inSitemap: true,
  },
  {
    id: "faq",
    path: "/docs/faq",
    file: "docs/faq/index.html",
    title: "Συχνές ερωτήσεις – Loyalty",
    description: "Απαντήσεις για την εγκατάσταση, τους πόντους και τις στάμπες, τα κουπόνια, τις καμπάνιες, τις χρεώσεις και τα δεδομένα των πελατών σας.",
    robots: "index, follow",
    inSitemap: true,
  },
  {
    id: "cookies",
    path: "/docs/cookies",
    file: "docs/cookies/index.html",
    title: "Πολιτική cookies – Loyalty",
    description: "Ποια cookies και ποια τοπική αποθήκευση χρησιμοποιεί ο ιστότοπος της Loyalty, για ποιο σκοπό και πώς αλλάζετε την επιλογή σας.",
    robots: "index, follow",
    inSitemap: true,
  },
  {
    id: "api",
    path: "/docs/api",
    file: "docs/api/index.html",
    title: "API για ταμειακά συστήματα – Loyalty",
    description:
      "Συνδέστε ταμειακό σύστημα ή e-shop με το Loyalty: κλειδιά API, πόντοι και στάμπες ανά πώληση, εξαργύρωση κουπονιών, webhooks με υπογραφή HMAC.",
    robots: "index, follow",
    inSitemap: true,
  },
  {
    id: "not-found",
    path: "/404",
    file: "404.html",
    title: "Η σελίδα δεν βρέθηκε – Loyalty",
    description: "Η σελίδα που ζητήσατε δεν υπάρχει ή έχει μετακινηθεί. Συνεχίστε από την αρχική σελίδα της Loyalty.",
    robots: "noindex, follow",
    inSitemap: false,
  },
];

export const headerLinks = [
  { href: "/#features-app", label: "Εφαρμογή" },
  { href: "/#features-admin", label: "Διαχείριση" },
  { href: "/#reviews", label: "Δεσμεύσεις" },
  { href: "/#pricing", label: "Τιμές" },
  { href: "/#faqs", label: "Ερωτήσεις" },
  { href: "/#contact", label: "Επικοινωνία" },
] as const;

export const footerLinks = [
  { href: "/docs/privacy", label: "Πολιτική απορρήτου" },
  { href: "/docs/terms", label: "Όροι χρήσης" },
  { href: "/docs/faq", label: "Συχνές ερωτήσεις" },
  { href: "/docs/cookies", label: "Πολιτική cookies" },
] as const;

export const SHARE_IMAGE = { path: "/og.png", width: 1200, height: 630, alt: "Loyalty – πρόγραμμα επιβράβευσης πελατών για το κατάστημά σας" };
