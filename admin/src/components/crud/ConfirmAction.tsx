// A row's action that cannot be undone and is not a delete (revoking an API key, a new webhook secret),
// behind a confirmation with the same words and danger styling as the lists' deletes (./DeleteRow.tsx).
import { Button, Popconfirm } from "antd";

type Props = {
  title: string;
  description?: string;
  /** The action's word, on the small danger link and on the confirm button. */
  label: string;
  onConfirm: () => Promise<unknown>;
};

export function ConfirmAction({ title, description, label, onConfirm }: Props) {
  return (
    <Popconfirm title={title} description={description} okText={label} cancelText="Άκυρο" okButtonProps={{ danger: true }} onConfirm={onConfirm}>
      <Button type="link" size="small" danger>
        {label}
      </Button>
    </Popconfirm>
  );
}
