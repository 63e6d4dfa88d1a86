// Προσωπικό: the staff page has its own address (the resource "staff"); this tab leads there.
import { useNavigation } from "@refinedev/core";
import { TeamOutlined } from "@ant-design/icons";
import { Button, Typography } from "antd";
import { SectionCard } from "../../components/crud";

export function StaffTab() {
  const { list } = useNavigation();
  return (
    <SectionCard title="Προσωπικό">
      <Typography.Paragraph type="secondary">
        Προσκαλέστε υπαλλήλους με e-mail, δείτε ποιοι έχουν πρόσβαση στη διαχείριση του καταστήματος και απενεργοποιήστε την πρόσβαση όποιου αποχωρεί.
      </Typography.Paragraph>
      <Button type="primary" icon={<TeamOutlined />} onClick={() => list("staff")}>
        Διαχείριση προσωπικού
      </Button>
    </SectionCard>
  );
}
