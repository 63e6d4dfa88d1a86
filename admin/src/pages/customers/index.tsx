// The customers resource has two routes (see resources.tsx): the list, and one customer by phone.
import { lazy } from "react";
import { useParams } from "react-router-dom";

const CustomerListPage = lazy(() => import("./list"));
const CustomerShowPage = lazy(() => import("./show"));

export default function CustomersPage() {
  const { phone } = useParams<{ phone: string }>();
  return phone ? <CustomerShowPage /> : <CustomerListPage />;
}
