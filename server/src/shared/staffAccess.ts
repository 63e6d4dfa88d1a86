// What a member of the staff may use. Isomorphic: the server enforces it (trpc.ts, routes/export.ts),
// the admin hides what an employee cannot use and the owner's staff page offers the choices.
//
// Every employee has the counter (adding points and stamps, redeeming coupons). The owner grants more
// per employee, in steps: the customers and the history, then also the CSV downloads. A new employee
// starts at the counter only, as the public site promises; exports need the customers because every
// download is a list of customers or of their history.
export const STAFF_ACCESS_LEVELS = ["COUNTER", "CUSTOMERS", "CUSTOMERS_AND_EXPORTS"] as const;

export type StaffAccess = (typeof STAFF_ACCESS_LEVELS)[number];

/** What a grant opens beyond the counter. */
export type StaffPermission = "customers" | "exports";

const LEVEL_OF: Record<StaffPermission, StaffAccess> = { customers: "CUSTOMERS", exports: "CUSTOMERS_AND_EXPORTS" };

export const staffAccessLabels: Record<StaffAccess, { label: string; description: string }> = {
  COUNTER: { label: "Μόνο ταμείο", description: "Προσθήκη πόντων και στάμπας, εξαργύρωση κουπονιών." },
  CUSTOMERS: { label: "Ταμείο, πελάτες και ιστορικό", description: "Επιπλέον βλέπει και επεξεργάζεται πελάτες και συναλλαγές." },
  CUSTOMERS_AND_EXPORTS: {
    label: "Ταμείο, πελάτες, ιστορικό και εξαγωγές",
    description: "Επιπλέον κατεβάζει τις λίστες πελατών και συναλλαγών σε CSV.",
  },
};

/** What the member may use in effect: the owner everything, whatever their row holds. */
export function effectiveAccess(member: { role: "OWNER" | "EMPLOYEE"; access: StaffAccess }): StaffAccess {
  return member.role === "OWNER" ? "CUSTOMERS_AND_EXPORTS" : member.access;
}

/** True if the member may use what `permission` opens: the owner always, an employee by their grant. */
export function hasPermission(member: { role: "OWNER" | "EMPLOYEE"; access: StaffAccess }, permission: StaffPermission): boolean {
  if (member.role === "OWNER") return true;
  return STAFF_ACCESS_LEVELS.indexOf(member.access) >= STAFF_ACCESS_LEVELS.indexOf(LEVEL_OF[permission]);
}
