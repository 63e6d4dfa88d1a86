// First name, last name and e-mail, each saved on blur. A customer who signed up in the app has a
// linked user: where the shop has not written its own value, the user's value is shown instead.
import { Col, Form, Input, Row } from "antd";
import { useUpdateCustomer, type Customer } from "./queries";
import { useSaveOnBlur } from "./useSaveOnBlur";

type ContactField = "firstName" | "lastName" | "email";

const labels: Record<ContactField, string> = { firstName: "Όνομα", lastName: "Επώνυμο", email: "E-mail" };

function ContactInput({ customer, field }: { customer: Customer; field: ContactField }) {
  const fallback = customer.user?.[field] ?? null;
  const { value, setValue, onBlur, error, status } = useSaveOnBlur({
    initial: customer[field] ?? fallback ?? "",
    field,
    update: useUpdateCustomer(customer),
    // An emptied field clears the shop's value (the app user's shows again).
    values: (text) => ({ [field]: text === "" ? null : text }),
  });
  return (
    <Form.Item label={labels[field]} htmlFor={`customer-${field}`} validateStatus={status} help={error} hasFeedback={status !== ""}>
      <Input
        id={`customer-${field}`}
        type={field === "email" ? "email" : "text"}
        autoComplete="off"
        value={value}
        placeholder={fallback ?? labels[field]}
        onChange={(event) => setValue(event.target.value)}
        onBlur={onBlur}
        maxLength={field === "email" ? 254 : 100}
      />
    </Form.Item>
  );
}

export function ContactFields({ customer }: { customer: Customer }) {
  return (
    <Form layout="vertical" component="div" requiredMark={false}>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <ContactInput customer={customer} field="firstName" />
        </Col>
        <Col xs={24} sm={12}>
          <ContactInput customer={customer} field="lastName" />
        </Col>
        <Col xs={24}>
          <ContactInput customer={customer} field="email" />
        </Col>
      </Row>
    </Form>
  );
}
