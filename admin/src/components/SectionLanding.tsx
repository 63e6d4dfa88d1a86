// A section's own page (/admin/points, /admin/history): one large card per sub-page the viewer may use.
import { Card, Col, Empty, Flex, Row, Typography } from "antd";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import { PageHeader } from "../layout/PageHeader";
import { findResource } from "../resources";
import { BRAND_COLOR } from "../theme";
import { usableResources } from "../viewer/access";
import { useViewer } from "../viewer/ViewerProvider";

export type SectionLink = { icon: ReactNode; description: string };

type Props = {
  /** The section's resource name. */
  section: string;
  /** What each sub-page (by resource name) is for, in the order to show them. */
  links: Record<string, SectionLink>;
};

export function SectionLanding({ section, links }: Props) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const parent = findResource(section);
  const usable = new Set(usableResources(viewer).map((resource) => resource.name));
  const children = Object.keys(links)
    .filter((name) => usable.has(name))
    .map((name) => findResource(name))
    .filter((resource) => resource !== undefined);

  return (
    <>
      <PageHeader title={parent?.meta.label ?? ""} subtitle={parent?.meta.description} />
      {children.length === 0 ? (
        <Empty description="Καμία λειτουργία αυτής της ενότητας δεν είναι ενεργή για εσάς." />
      ) : (
        <Row gutter={[16, 16]}>
          {children.map((child) => (
            <Col key={child.name} xs={24} md={12}>
              <Card hoverable className="home-card" onClick={() => navigate(child.path)}>
                <Flex gap={14} align="flex-start">
                  <span className="home-card-icon" style={{ color: BRAND_COLOR }}>
                    {links[child.name].icon}
                  </span>
                  <div style={{ minWidth: 0 }}>
                    <Link to={child.path} className="home-card-title" onClick={(event) => event.stopPropagation()}>
                      {child.meta.label}
                    </Link>
                    <Typography.Paragraph type="secondary" style={{ margin: "4px 0 0" }}>
                      {links[child.name].description}
                    </Typography.Paragraph>
                  </div>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
