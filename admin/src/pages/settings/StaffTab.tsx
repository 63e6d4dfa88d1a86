// Προσωπικό: the staff page has its own address (/admin/staff); this tab leads there.
import { TeamOutlined } from "@ant-design/icons";
import { Button, Typography } from "antd";
import { useNavigate } from "react-router-dom";
import { SectionCard } from "../../components/crud";

export function StaffTab() {
  const navigate = useNavigate();
  return (
    <SectionCard title="Προσωπικό">
      <Typography.Paragraph type="secondary">
        Προσκαλέστε υπαλλήλους με e-mail, δείτε ποιοι έχουν πρόσβαση στη διαχείριση του καταστήματος και απενεργοποιήστε την πρόσβαση όποιου
        αποχωρεί.
      </Typography.Paragraph>
      <Button type="primary" icon={<TeamOutlined />} onClick={() => navigate("/admin/staff")}>
        Διαχείριση προσωπικού
      </Button>
    </SectionCard>
  );
}
