// /admin/customers/show/:phone: the customer panel as a page of its own.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useNavigation } from "@refinedev/core";
import { Button } from "antd";
import { Link, useParams } from "react-router-dom";
import { PageHeader } from "../../layout/PageHeader";
import { CustomerPanel } from "./panel/CustomerPanel";

export default function CustomerShowPage() {
  const { phone = "" } = useParams<{ phone: string }>();
  const { listUrl } = useNavigation();
  return (
    <div style={{ maxWidth: 960 }}>
      <PageHeader
        title="Πελάτης"
        extra={
          <Link to={listUrl("customers")}>
            <Button icon={<ArrowLeftOutlined />}>Όλοι οι πελάτες</Button>
          </Link>
        }
      />
      <CustomerPanel key={phone} phone={phone} />
    </div>
  );
}
