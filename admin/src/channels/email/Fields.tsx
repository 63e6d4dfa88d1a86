// The e-mail form's fields: an internal name, the subject, and the body, built from blocks or written as
// HTML, either started from one of the shop's templates.
import { useList, type HttpError } from "@refinedev/core";
import { App, Form, Input, Select, type FormInstance } from "antd";
import { useState } from "react";
import type { RouterOutputs } from "../../lib/routerTypes";
import type { ContentValues, Shop } from "../types";
import { starterEmailDesign } from "@shared/emailDesign.js";
import { EmailBody } from "./EmailBody";

type Template = RouterOutputs["emailTemplate"]["list"][number];

/** The shop's e-mail templates (kept in the shop's settings). */
function useEmailTemplates() {
  const result = useList<Template, HttpError>({ resource: "email-templates", pagination: { mode: "off" }, errorNotification: false });
  return { ...result, data: result.data?.data };
}

/** The body as the form holds it, to tell whether applying a template would lose anything. */
function bodyOf(values: Pick<ContentValues, "design" | "html">): string {
  return values.design ? JSON.stringify(values.design) : (values.html ?? "").trim();
}

export function EmailFields({ form, shop }: { form: FormInstance<ContentValues>; shop: Shop }) {
  const templates = useEmailTemplates();
  const { modal } = App.useApp();
  const [templateId, setTemplateId] = useState<string | null>(null);

  const applyTemplate = (id: string) => {
    const template = templates.data?.find((candidate) => candidate.id === id);
    if (!template) return;
    const body = template.design ? { design: template.design, html: undefined } : { design: null, html: template.content };
    const apply = () => {
      setTemplateId(id);
      form.setFieldsValue(body);
    };
    const current = bodyOf({ design: form.getFieldValue("design"), html: form.getFieldValue("html") });
    if (current === "" || current === bodyOf({ design: starterEmailDesign(shop) }) || current === bodyOf(body)) return apply();
    modal.confirm({
      title: "Αντικατάσταση περιεχομένου",
      content: `Το περιεχόμενο που έχετε γράψει θα αντικατασταθεί από το πρότυπο «${template.title}».`,
      okText: "Αντικατάσταση",
      cancelText: "Άκυρο",
      onOk: apply,
    });
  };

  return (
    <>
      <Form.Item
        label="Όνομα υποβολής"
        name="title"
        rules={[{ required: true, whitespace: true, message: "Δώστε ένα όνομα στην υποβολή." }]}
        extra="Για εσάς, δεν το βλέπει ο πελάτης."
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label="Θέμα" name="subject" rules={[{ required: true, whitespace: true, message: "Γράψτε το θέμα του e-mail." }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="Πρότυπο" htmlFor="email-template" extra="Το περιεχόμενο του προτύπου μπαίνει παρακάτω, όπου μπορείτε να το αλλάξετε.">
        <Select
          placeholder={templates.data?.length === 0 ? "Το κατάστημα δεν έχει πρότυπα" : "Ξεκινήστε από ένα πρότυπο"}
          disabled={templates.data?.length === 0}
          loading={templates.isLoading}
          options={templates.data?.map((template) => ({ value: template.id, label: template.title }))}
          onChange={applyTemplate}
          value={templateId}
          id="email-template"
        />
      </Form.Item>
      <EmailBody
        form={form}
        htmlName="html"
        htmlLabel="Περιεχόμενο (HTML)"
        htmlMissing="Συμπληρώστε το περιεχόμενο του e-mail ή επιλέξτε πρότυπο."
        brand={shop}
        maxLength={200_000}
      />
    </>
  );
}
