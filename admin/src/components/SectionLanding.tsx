// A section's own page (/admin/points, /admin/history): one large card per sub-page the viewer may use.
import type { ReactNode } from "react";
import { PageHeader } from "../layout/PageHeader";
import { useLinkedResources, useUsableResources } from "../viewer/useResources";
import { NavCard } from "./NavCard";

/** `extra`: shown under the description (what is new there). */
type SectionLink = { icon: ReactNode; description: string; extra?: ReactNode };

type Props = {
  /** The section's resource name. */
  section: string;
  /** What each sub-page (by resource name) is for, in the order to show them. */
  links: Record<string, SectionLink>;
};

export function SectionLanding({ section, links }: Props) {
  const parent = useLinkedResources().find((resource) => resource.name === section);
  const usable = useUsableResources();
  const children = Object.keys(links)
    .map((name) => usable.find((resource) => resource.name === name))
    .filter((resource) => resource !== undefined);

  return (
    <>
      <PageHeader title={parent?.meta.label ?? ""} subtitle={parent?.meta.description} />
      {children.length === 0 ? (
        <p className="plain-empty">Καμία λειτουργία αυτής της ενότητας δεν είναι ενεργή για εσάς.</p>
      ) : (
        <div className="nav-card-grid nav-card-grid-two">
          {children.map((child) => (
            <NavCard key={child.name} to={child.list} icon={links[child.name].icon} title={child.meta.label} description={links[child.name].description}>
              {links[child.name].extra}
            </NavCard>
          ))}
        </div>
      )}
    </>
  );
}
