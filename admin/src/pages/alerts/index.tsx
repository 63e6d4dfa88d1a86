// The alerts resource's routes (resources.tsx): /admin/alerts, the launchpad and the results of a submission.
import { MailOutlined, MessageOutlined, MobileOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { useLocation, useParams } from "react-router-dom";
import { SectionLanding } from "../../components/SectionLanding";
import { ALERTS_PATH } from "./kinds";

const LaunchpadPage = lazy(() => import("./launchpad"));
const ResultsPage = lazy(() => import("./results"));

function AlertsLanding() {
  return (
    <SectionLanding
      section="alerts"
      links={{
        "alerts-push": {
          icon: <MobileOutlined />,
          description: "Ειδοποιήσεις στο κινητό όσων έχουν την εφαρμογή, με εικόνα και σύνδεσμο.",
        },
        "alerts-sms": {
          icon: <MessageOutlined />,
          description: "Σύντομα μηνύματα στα κινητά των πελατών, με μέτρηση χαρακτήρων και τμημάτων.",
        },
        "alerts-email": {
          icon: <MailOutlined />,
          description: "Ενημερωτικά e-mail από τα πρότυπα του καταστήματος ή δικό σας HTML.",
        },
      }}
    />
  );
}

export default function AlertsPage() {
  const { id } = useParams<{ id: string }>();
  const { pathname } = useLocation();
  if (id && pathname.startsWith(`${ALERTS_PATH}/launchpad/`)) return <LaunchpadPage key={id} id={id} />;
  if (id && pathname.startsWith(`${ALERTS_PATH}/results/`)) return <ResultsPage key={id} id={id} />;
  return <AlertsLanding />;
}
