// /admin/settings (owners): the shop's settings in tabs. The open tab is in the address (?tab=…),
// so a link or a reload lands on the same tab.
import { Grid, Tabs } from "antd";
import { useSearchParams } from "react-router-dom";
import { PageHeader } from "../../layout/PageHeader";
import { ApiKeysTab } from "./ApiKeysTab";
import { CustomOptionsTab } from "./CustomOptionsTab";
import { EmailListsTab } from "./EmailListsTab";
import { EmailTemplatesTab } from "./EmailTemplatesTab";
import { PointsTab } from "./PointsTab";
import { ProfileTab } from "./ProfileTab";
import "./settings.css";
import { SocialTab } from "./SocialTab";
import { StaffTab } from "./StaffTab";
import { StampsTab } from "./StampsTab";
import { StoresTab } from "./StoresTab";
import { TagList } from "../tags/list";
import { WebhooksTab } from "./WebhooksTab";

const tabs = [
  { key: "profile", label: "Προφίλ καταστήματος", children: <ProfileTab /> },
  { key: "points", label: "Πόντοι", children: <PointsTab /> },
  { key: "stamps", label: "Στάμπες", children: <StampsTab /> },
  { key: "stores", label: "Καταστήματα", children: <StoresTab /> },
  { key: "social", label: "Κοινωνικά δίκτυα", children: <SocialTab /> },
  { key: "tags", label: "Ετικέτες συναλλαγών", children: <TagList /> },
  { key: "custom-options", label: "Προσαρμοσμένα πεδία", children: <CustomOptionsTab /> },
  { key: "email-templates", label: "Πρότυπα e-mail", children: <EmailTemplatesTab /> },
  { key: "email-lists", label: "Λίστες e-mail", children: <EmailListsTab /> },
  { key: "staff", label: "Προσωπικό", children: <StaffTab /> },
  { key: "api", label: "API", children: <ApiKeysTab /> },
  { key: "webhooks", label: "Webhooks", children: <WebhooksTab /> },
];

export default function SettingsPage() {
  const [params, setParams] = useSearchParams();
  // Twelve tabs fit in a column beside the form on wide screens; on narrow ones they scroll on top.
  const wide = Grid.useBreakpoint().lg ?? false;
  const requested = params.get("tab");
  const active = tabs.some((tab) => tab.key === requested) ? requested! : "profile";

  return (
    <>
      <PageHeader title="Ρυθμίσεις" subtitle="Τα στοιχεία του καταστήματος και οι κανόνες των προγραμμάτων του." />
      <Tabs
        className="settings-tabs"
        activeKey={active}
        tabPosition={wide ? "left" : "top"}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={tabs}
      />
    </>
  );
}
