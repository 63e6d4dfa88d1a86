import { Card } from "antd";
import type { ReactNode } from "react";

/** One titled block of the customer panel. */
export function PanelSection({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card size="small" title={title} extra={extra} styles={{ body: { paddingBlock: 14 } }}>
      {children}
    </Card>
  );
}
