// The e-mail form's fields: an internal name, the subject, and the HTML, started from one of the shop's
// templates or written by hand.
import { useList, type HttpError } from "@refinedev/core";
import { App, Form, Input, Select, type FormInstance } from "antd";
import { useState } from "react";
import type { RouterOutputs } from "../../lib/routerTypes";
import type { ContentValues } from "../types";

type Template = RouterOutputs["emailTemplate"]["list"][number];

/** The shop's e-mail templates (kept in the shop's settings). */
function useEmailTemplates() {
  const result = useList<Template, HttpError>({ resource: "email-templates", pagination: { mode: "off" }, errorNotification: false });
  return { ...result, data: result.data?.data };
}

export function EmailFields({ form }: { form: FormInstance<ContentValues> }) {
  const templates = useEmailTemplates();
  const { modal } = App.useApp();
  const [templateId, setTemplateId] = useState<string | null>(null);

  const applyTemplate = (id: string) => {
    const template = templates.data?.find((candidate) => candidate.id === id);
    if (!template) return;
    const current: string = form.getFieldValue("html") ?? "";
    const apply = () => {
      setTemplateId(id);
      form.setFieldValue("html", template.content);
      void form.validateFields(["html"]);
    };
    if (current.trim() === "" || current === template.content) return apply();
    modal.confirm({
      title: "Αντικατάσταση περιεχομένου",
      content: `Το HTML που έχετε γράψει θα αντικατασταθεί από το πρότυπο «${template.title}».`,
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
      <Form.Item label="Πρότυπο" htmlFor="email-template" extra="Το περιεχόμενο του προτύπου μπαίνει στο HTML παρακάτω, όπου μπορείτε να το αλλάξετε.">
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
      <Form.Item
        label="Περιεχόμενο (HTML)"
        name="html"
        className="html-editor"
        rules={[{ required: true, whitespace: true, message: "Συμπληρώστε το περιεχόμενο του e-mail ή επιλέξτε πρότυπο." }]}
      >
        <Input.TextArea rows={16} maxLength={200_000} spellCheck={false} placeholder="<h1>Καλημέρα!</h1>" />
      </Form.Item>
    </>
  );
}
