// Password form rules shared by /auth/set-password and /admin/account (the server requires 10+).
import type { FormRule } from "antd";

export const MIN_PASSWORD_LENGTH = 10;

export const newPasswordRules: FormRule[] = [
  { required: true, message: "Συμπληρώστε τον νέο κωδικό." },
  { min: MIN_PASSWORD_LENGTH, message: `Τουλάχιστον ${MIN_PASSWORD_LENGTH} χαρακτήρες.` },
];

export function repeatPasswordRules(field: string): FormRule[] {
  return [
    { required: true, message: "Επαναλάβετε τον κωδικό." },
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error("Οι κωδικοί δεν ταιριάζουν.")),
    }),
  ];
}
