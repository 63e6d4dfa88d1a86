// /admin/settings (owners): the shop's settings in tabs. The open tab is in the address (?tab=…),
// so a link or a reload lands on the same tab. The shop's own sections (profile, points, stamps) are
// records of the resource "settings"; the other tabs are the lists of their own resources
// (pages/<resource>/list.tsx, declared in resources.tsx under "settings").
import { Grid, Tabs } from "antd";
import { useSearchParams } from "react-router-dom";
import { PageHeader } from "../../layout/PageHeader";
import { ApiKeyList } from "../api-keys/list";
import { CustomOptionList } from "../custom-options/list";
import { EmailListList } from "../email-lists/list";
import { EmailTemplateList } from "../email-templates/list";
import { SocialMediaList } from "../social-media/list";
import { StoreList } from "../stores/list";
import { TagList } from "../tags/list";
import { WebhookList } from "../webhooks/list";
import { PointsTab } from "./PointsTab";
import { ProfileTab } from "./ProfileTab";
import "./settings.css";
import { StaffTab } from "./StaffTab";
import { StampsTab } from "./StampsTab";

const tabs = [
  { key: "profile", label: "Προφίλ καταστήματος", children: <ProfileTab /> },
  { key: "points", label: "Πόντοι", children: <PointsTab /> },
  { key: "stamps", label: "Στάμπες", children: <StampsTab /> },
  { key: "stores", label: "Καταστήματα", children: <StoreList /> },
  { key: "social", label: "Κοινωνικά δίκτυα", children: <SocialMediaList /> },
  { key: "tags", label: "Ετικέτες συναλλαγών", children: <TagList /> },
  { key: "custom-options", label: "Προσαρμοσμένα πεδία", children: <CustomOptionList /> },
  { key: "email-templates", label: "Πρότυπα e-mail", children: <EmailTemplateList /> },
  { key: "email-lists", label: "Λίστες e-mail", children: <EmailListList /> },
  { key: "staff", label: "Προσωπικό", children: <StaffTab /> },
  { key: "api", label: "API", children: <ApiKeyList /> },
  { key: "webhooks", label: "Webhooks", children: <WebhookList /> },
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
