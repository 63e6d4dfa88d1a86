// A new password and its repetition, as every password form asks them (/auth/set-password,
// /auth/invitation, /admin/account). The server requires 10+ characters; the form says so first.
import { Form, Input, type FormRule } from "antd";

const MIN_PASSWORD_LENGTH = 10;

const newPasswordRules: FormRule[] = [
  { required: true, message: "Συμπληρώστε τον νέο κωδικό." },
  { min: MIN_PASSWORD_LENGTH, message: `Τουλάχιστον ${MIN_PASSWORD_LENGTH} χαρακτήρες.` },
];

function repeatPasswordRules(field: string): FormRule[] {
  return [
    { required: true, message: "Επαναλάβετε τον κωδικό." },
    ({ getFieldValue }) => ({
      validator: (_rule, value) => (!value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error("Οι κωδικοί δεν ταιριάζουν."))),
    }),
  ];
}

/** `name` is the password's field; its repetition is the form's "repeat" field. */
type Props = { name: string; label: string; repeatLabel: string; size?: "large" };

export function NewPasswordFields({ name, label, repeatLabel, size }: Props) {
  return (
    <>
      <Form.Item label={label} name={name} rules={newPasswordRules} hasFeedback>
        <Input.Password autoComplete="new-password" size={size} />
      </Form.Item>
      <Form.Item label={repeatLabel} name="repeat" dependencies={[name]} rules={repeatPasswordRules(name)} hasFeedback>
        <Input.Password autoComplete="new-password" size={size} />
      </Form.Item>
    </>
  );
}
