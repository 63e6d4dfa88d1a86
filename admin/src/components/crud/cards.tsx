// The cards of the settings' tabs: a section with its load states, and a resource's list with its
// "new" button. On a phone their padding narrows (./crud.css).
import { List } from "@refinedev/antd";
import { Alert, Button, Card, Skeleton } from "antd";
import type { ReactNode } from "react";
import { errorMessage } from "../../lib/errors";
import "./crud.css";

type Props = {
  title: ReactNode;
  extra?: ReactNode;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  children: ReactNode;
};

/** A card whose content is read from the server: a skeleton while it loads, the failure with "try again". */
export function SectionCard({ title, extra, loading, error, onRetry, children }: Props) {
  let body = children;
  if (loading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (error) body = <Alert type="error" showIcon message={errorMessage(error)} action={onRetry && <Button onClick={onRetry}>Δοκιμάστε ξανά</Button>} />;
  return (
    <Card title={title} extra={extra} className="crud-card">
      {body}
    </Card>
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

/** The card of a list over a Refine resource (Refine's List), with its "new" button. */
export function ResourceCard({ resource, title, addLabel, onAdd, children }: ResourceCardProps) {
  return (
    <List
      resource={resource}
      title={title}
      breadcrumb={false}
      createButtonProps={{ children: addLabel, onClick: onAdd }}
      wrapperProps={{ className: "crud-card" }}
    >
      {children}
    </List>
  );
}
