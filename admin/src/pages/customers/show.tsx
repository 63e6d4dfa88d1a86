// /admin/customers/show/:id: the customer's panel, open over the customers list (the list page opens the
// drawer from the address), so the panel's address can be shared, bookmarked and reloaded.
import CustomerListPage from "./list";

export default function CustomerShowPage() {
  return <CustomerListPage />;
}
