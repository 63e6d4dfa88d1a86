// The birthday, picked with three selects and saved as soon as the date is complete (or cleared).
import { Form } from "antd";
import { DropdownDatePicker } from "../../../components/dates/DropdownDatePicker";
import { errorMessage, fieldErrors } from "../../../lib/errors";
import { useUpdateCustomer, type Customer } from "./queries";

export function BirthdayField({ customer }: { customer: Customer }) {
  const save = useUpdateCustomer(customer);
  const error = save.error ? (fieldErrors(save.error).birthday?.[0] ?? errorMessage(save.error)) : null;
  const status = save.isLoading ? "validating" : error ? "error" : save.isSuccess ? "success" : "";
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Γενέθλια" htmlFor="birthday-year" validateStatus={status} help={error} hasFeedback={status !== ""} style={{ marginBottom: 0 }}>
        <DropdownDatePicker id="birthday" value={customer.birthday} onChange={(birthday) => save.mutate({ values: { birthday } })} />
      </Form.Item>
    </Form>
  );
}
