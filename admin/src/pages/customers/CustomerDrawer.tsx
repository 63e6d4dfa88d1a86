// The customer panel in a drawer over the customers list, open while the address is the panel's own.
import { Drawer, Grid, theme } from "antd";
import { CustomerPanel } from "./panel/CustomerPanel";

export function CustomerDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title="Πελάτης"
      width={screens.md ? 760 : "100%"}
      destroyOnClose
      styles={{ body: { background: token.colorBgLayout, padding: screens.sm ? 24 : 12 } }}
    >
      {id && <CustomerPanel key={id} id={id} />}
    </Drawer>
  );
}
