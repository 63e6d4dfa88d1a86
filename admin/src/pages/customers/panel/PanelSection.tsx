import { Card } from "antd";
import type { ReactNode } from "react";

/** One titled block of the customer panel; its title is a heading under the customer's name. */
export function PanelSection({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card size="small" title={<h3 className="panel-section-title">{title}</h3>} extra={extra} styles={{ body: { paddingBlock: 14 } }}>
      {children}
    </Card>
  );
}
