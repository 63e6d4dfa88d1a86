// A centred message for pages that cannot be shown (failed load, no access, unknown address).
// Plain markup rather than antd's Result, whose illustrations would weigh on every first load.
import { Button, Flex } from "antd";
import type { ReactNode } from "react";

type Props = { title: string; children?: ReactNode; action?: { label: string; onClick: () => void } };

export function Problem({ title, children, action }: Props) {
  return (
    <Flex vertical align="center" justify="center" gap={8} className="problem" role="alert">
      <h1 className="problem-title">{title}</h1>
      {children && <p className="problem-text">{children}</p>}
      {action && (
        <Button type="primary" style={{ marginTop: 12 }} onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Flex>
  );
}
