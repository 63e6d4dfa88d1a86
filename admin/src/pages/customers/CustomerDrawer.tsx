// The customer panel over the customers list; it can also be opened as a page of its own.
import { ExpandOutlined } from "@ant-design/icons";
import { useNavigation } from "@refinedev/core";
import { Button, Drawer, Grid, theme } from "antd";
import { Link } from "react-router-dom";
import { CustomerPanel } from "./panel/CustomerPanel";

export function CustomerDrawer({ phone, onClose }: { phone: string | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const { showUrl } = useNavigation();
  return (
    <Drawer
      open={phone !== null}
      onClose={onClose}
      title="Πελάτης"
      width={screens.md ? 760 : "100%"}
      destroyOnClose
      extra={
        phone && (
          <Link to={showUrl("customers", phone, { phone: encodeURIComponent(phone) })}>
            <Button type="text" icon={<ExpandOutlined />}>
              Σε σελίδα
            </Button>
          </Link>
        )
      }
      styles={{ body: { background: token.colorBgLayout, padding: screens.sm ? 24 : 12 } }}
    >
      {phone && <CustomerPanel phone={phone} />}
    </Drawer>
  );
}
