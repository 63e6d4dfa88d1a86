// A row's delete through Refine's DeleteButton (the data provider's deleteOne, the resource's list read
// again, the button hidden where access control refuses): the same Greek words and toasts in every list.
import { DeleteButton } from "@refinedev/antd";
import type { BaseKey, HttpError } from "@refinedev/core";
import { successNotification } from "../../lib/notifications";
import "./crud.css";
import { saveFailed } from "./saveErrors";

type Props = {
  resource: string;
  id: BaseKey;
  title: string;
  /** What else goes with the row, under the question. */
  description?: string;
  /** The toast after the delete. */
  success: string;
  onDeleted?: () => void;
};

export function DeleteRow({ resource, id, title, description, success, onDeleted }: Props) {
  // Refine types the question as a string; antd's Popconfirm shows any node, here with its description.
  const question = (
    <>
      <div>{title}</div>
      {description && <div className="crud-delete-description">{description}</div>}
    </>
  ) as unknown as string;
  return (
    <DeleteButton
      resource={resource}
      recordItemId={id}
      type="link"
      size="small"
      icon={null}
      confirmTitle={question}
      confirmOkText="Διαγραφή"
      confirmCancelText="Άκυρο"
      successNotification={successNotification(success)}
      errorNotification={(error) => saveFailed(error as HttpError)}
      onSuccess={onDeleted}
    >
      Διαγραφή
    </DeleteButton>
  );
}
