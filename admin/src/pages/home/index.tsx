// The home page: the shop, the user's role, the shop's day so far (to whom its analytics are open), the
// owner's campaigns waiting for review and next steps, the platform admin's review queue, and a card for
// every part of the admin the user may use. Plain markup: the first screen after sign-in loads no antd.
import { Link } from "react-router-dom";
import { NavCard } from "../../components/NavCard";
import { PageHeader } from "../../layout/PageHeader";
import { DaySummary } from "./DaySummary";
import { PlatformQueue, ShopNextSteps } from "./NextSteps";
import { roleLabels } from "../../lib/labels";
import { useUsableResources } from "../../viewer/useResources";
import { useViewer } from "../../viewer/ViewerProvider";

export default function HomePage() {
  const viewer = useViewer();
  const usable = useUsableResources();
  const sections = usable.filter((resource) => !resource.meta.parent);
  const company = viewer.company;

  return (
    <>
      <PageHeader
        title={company?.name ?? "Πλατφόρμα"}
        subtitle={
          <span className="home-welcome">
            {company && <span>Καλώς ήρθατε{viewer.name ? `, ${viewer.name}` : ""}.</span>}
            {viewer.role && <span className="plain-tag plain-tag-green">{roleLabels[viewer.role]}</span>}
            {viewer.platformAdmin && <span className="plain-tag plain-tag-purple">Διαχειριστής πλατφόρμας</span>}
          </span>
        }
        extra={company?.logo ? <img className="home-logo" src={company.logo} alt={`Λογότυπο ${company.name}`} /> : undefined}
      />
      {usable.some((resource) => resource.name === "analytics-shop") && <DaySummary />}
      {viewer.role === "OWNER" && <ShopNextSteps />}
      {viewer.platformAdmin && <PlatformQueue />}
      <div className="nav-card-grid">
        {sections.map((section) => {
          const children = usable.filter((child) => child.meta.parent === section.name);
          return (
            <NavCard key={section.name} to={section.list} icon={section.meta.icon} title={section.meta.label} description={section.meta.description}>
              {children.length > 0 && (
                <div className="nav-card-links">
                  {children.map((child) => (
                    <Link key={child.name} to={child.list} onClick={(event) => event.stopPropagation()}>
                      {child.meta.label}
                    </Link>
                  ))}
                </div>
              )}
            </NavCard>
          );
        })}
      </div>
    </>
  );
}
