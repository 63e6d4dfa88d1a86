// /admin: the shop, the user's role, and a card for every part of the admin the user may use.
// Routes whose screens are not built yet show this page too, with a note saying so.
import { Alert, Avatar, Card, Col, Flex, Row, Space, Tag, Typography } from "antd";
import { Link, useNavigate } from "react-router-dom";
import { PageHeader } from "../../layout/PageHeader";
import { roleLabels } from "../../lib/labels";
import type { AdminResource } from "../../resources";
import { BRAND_COLOR } from "../../theme";
import { usableResources } from "../../viewer/access";
import { useViewer } from "../../viewer/ViewerProvider";

type Props = { unavailable?: AdminResource };

export default function HomePage({ unavailable }: Props) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const usable = usableResources(viewer);
  const sections = usable.filter((resource) => !resource.meta.parent);
  const company = viewer.company;

  return (
    <>
      {unavailable && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 24 }}
          message={`Η σελίδα «${unavailable.meta.label}» δεν είναι ακόμη διαθέσιμη.`}
        />
      )}
      <PageHeader
        title={company?.name ?? "Πλατφόρμα"}
        subtitle={
          <Space size={8} wrap>
            {company && <span>Καλώς ήρθατε{viewer.name ? `, ${viewer.name}` : ""}.</span>}
            {viewer.role && <Tag color="green">{roleLabels[viewer.role]}</Tag>}
            {viewer.platformAdmin && <Tag color="purple">Διαχειριστής πλατφόρμας</Tag>}
          </Space>
        }
        extra={
          company?.logo ? <Avatar shape="square" size={64} src={company.logo} alt={`Λογότυπο ${company.name}`} /> : undefined
        }
      />
      <Row gutter={[16, 16]}>
        {sections.map((section) => {
          const children = usable.filter((child) => child.meta.parent === section.name);
          return (
            <Col key={section.name} xs={24} sm={12} xl={8}>
              <Card hoverable className="home-card" onClick={() => navigate(section.path)}>
                <Flex gap={14} align="flex-start">
                  <span className="home-card-icon" style={{ color: BRAND_COLOR }}>
                    {section.meta.icon}
                  </span>
                  <div style={{ minWidth: 0 }}>
                    <Link to={section.path} className="home-card-title" onClick={(event) => event.stopPropagation()}>
                      {section.meta.label}
                    </Link>
                    {section.meta.description && (
                      <Typography.Paragraph type="secondary" style={{ margin: "4px 0 0" }}>
                        {section.meta.description}
                      </Typography.Paragraph>
                    )}
                    {children.length > 0 && (
                      <Flex wrap="wrap" gap="4px 14px" style={{ marginTop: 10 }}>
                        {children.map((child) => (
                          <Link key={child.name} to={child.path} onClick={(event) => event.stopPropagation()}>
                            {child.meta.label}
                          </Link>
                        ))}
                      </Flex>
                    )}
                  </div>
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
    </>
  );
}
