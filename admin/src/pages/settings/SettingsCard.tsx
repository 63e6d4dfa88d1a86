// The frame of a settings section: the section's card, its load states, the save button row, and the
// card of a list section with its "new" button.
import { PlusOutlined } from "@ant-design/icons";
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

type ListCardProps = {
  title: ReactNode;
  /** The "new" button's label. */
  addLabel: string;
  onAdd: () => void;
  /** The list's read (Refine's useList); the card shows its loading and error states. */
  query: { isLoading: boolean; error: unknown; refetch: () => Promise<unknown> };
  children: ReactNode;
};

export function ListCard({ title, addLabel, onAdd, query, children }: ListCardProps) {
  return (
    <SettingsCard
      title={title}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {addLabel}
        </Button>
      }
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {children}
    </SettingsCard>
  );
}
