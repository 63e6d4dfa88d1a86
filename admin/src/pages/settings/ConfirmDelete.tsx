// A row's delete action behind a confirmation: the same words and danger styling in every settings list.
import { Button, Popconfirm } from "antd";
import type { ReactNode } from "react";

type Props = {
  title: string;
  description?: string;
  /** The action's word, on the confirm button and on the default link. */
  label?: string;
  onConfirm: () => Promise<unknown>;
  /** The button that asks; a small danger link with the label when omitted. */
  children?: ReactNode;
};

export function ConfirmDelete({ title, description, label = "Διαγραφή", onConfirm, children }: Props) {
  return (
    <Popconfirm title={title} description={description} okText={label} cancelText="Άκυρο" okButtonProps={{ danger: true }} onConfirm={onConfirm}>
      {children ?? (
        <Button type="link" size="small" danger>
          {label}
        </Button>
      )}
    </Popconfirm>
  );
}
