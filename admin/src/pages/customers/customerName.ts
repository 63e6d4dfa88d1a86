// A customer's name as the shop knows it, or the linked app user's name when the shop wrote none.
type Named = {
  firstName: string | null;
  lastName: string | null;
  user?: { firstName: string | null; lastName: string | null; name: string | null } | null;
};

export function customerName(customer: Named): string | null {
  const own = [customer.firstName, customer.lastName].filter(Boolean).join(" ");
  if (own) return own;
  const user = customer.user;
  if (!user) return null;
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.name || null;
}
