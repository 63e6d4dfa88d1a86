// The frame of a settings section: the section's card, its load states, the save button row, and the
// card of a resource's list with its "new" button.
import { List } from "@refinedev/antd";
import { Alert, Button, Card, Flex, Skeleton } from "antd";
import type { ReactNode } from "react";
import { errorMessage } from "../../lib/errors";

type Props = {
  title: ReactNode;
  extra?: ReactNode;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  children: ReactNode;
};

export function SettingsCard({ title, extra, loading, error, onRetry, children }: Props) {
  let body = children;
  if (loading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (error)
    body = (
      <Alert
        type="error"
        showIcon
        message={errorMessage(error)}
        action={onRetry && <Button onClick={onRetry}>Δοκιμάστε ξανά</Button>}
      />
    );
  return (
    <Card title={title} extra={extra} className="settings-card">
      {body}
    </Card>
  );
}

export function SaveRow({ saving, label = "Αποθήκευση" }: { saving: boolean; label?: string }) {
  return (
    <Flex justify="flex-end" className="settings-save-row">
      <Button type="primary" htmlType="submit" loading={saving}>
        {label}
      </Button>
    </Flex>
  );
}

type ResourceCardProps = {
  /** The Refine resource listed: its create button asks the access-control provider. */
  resource: string;
  title: string;
  /** The "new" button's label. */
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
};

/** The card of a settings list over a Refine resource (Refine's List), with its "new" button. */
export function ResourceCard({ resource, title, addLabel, onAdd, children }: ResourceCardProps) {
  return (
    <List resource={resource} title={title} breadcrumb={false} createButtonProps={{ children: addLabel, onClick: onAdd }} wrapperProps={{ className: "settings-card" }}>
      {children}
    </List>
  );
}
