// An e-mail's body in a form (campaigns and templates): built from blocks (the form's `design`) or written
// as HTML (its `htmlName` field), the shop choosing. A new e-mail starts as blocks; a stored one with no
// blocks (design null) opens as its HTML. Blocks turn into HTML one way: leaving them for HTML starts the
// HTML from what they render; going back to blocks starts from a new e-mail.
import { App, Form, Input, Segmented, type FormInstance } from "antd";
import { designProblem, renderEmailDesign, starterEmailDesign, type EmailBrand, type EmailDesign } from "@shared/emailDesign.js";
import { BlockEditor } from "./BlockEditor";
import "./email.css";

type Mode = "blocks" | "html";

type Props = {
  // The campaign's and the template's forms share these two fields; their other fields differ.
  // biome-ignore lint/suspicious/noExplicitAny: either form
  form: FormInstance<any>;
  /** The field of the hand-written HTML: "html" (campaigns), "content" (templates). */
  htmlName: string;
  htmlLabel: string;
  htmlMissing: string;
  brand: EmailBrand;
  maxLength: number;
};

export function EmailBody({ form, htmlName, htmlLabel, htmlMissing, brand, maxLength }: Props) {
  const { modal } = App.useApp();
  const design: EmailDesign | null | undefined = Form.useWatch("design", { form, preserve: true });
  const mode: Mode = design === null ? "html" : "blocks";

  const switchTo = (next: Mode) => {
    if (next === mode) return;
    if (next === "html") {
      form.setFieldsValue({ design: null, [htmlName]: design ? renderEmailDesign(design, brand) : "" });
      return;
    }
    const toBlocks = () => form.setFieldsValue({ design: starterEmailDesign(brand), [htmlName]: undefined });
    if (!String(form.getFieldValue(htmlName) ?? "").trim()) return toBlocks();
    modal.confirm({
      title: "Σύνταξη με δομικά στοιχεία",
      content: "Το HTML που έχετε γράψει θα αντικατασταθεί από ένα νέο e-mail με δομικά στοιχεία.",
      okText: "Αντικατάσταση",
      cancelText: "Άκυρο",
      onOk: toBlocks,
    });
  };

  return (
    <>
      <Form.Item label="Σύνταξη" htmlFor="email-mode">
        <Segmented<Mode>
          id="email-mode"
          options={[
            { label: "Δομικά στοιχεία", value: "blocks" },
            { label: "HTML", value: "html" },
          ]}
          value={mode}
          onChange={switchTo}
        />
      </Form.Item>
      {mode === "blocks" ? (
        <Form.Item
          name="design"
          label="Περιεχόμενο"
          initialValue={starterEmailDesign(brand)}
          rules={[
            {
              validator: (_, value: EmailDesign | null) => {
                const problem = value ? designProblem(value) : null;
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <BlockEditor />
        </Form.Item>
      ) : (
        <Form.Item label={htmlLabel} name={htmlName} className="html-editor" rules={[{ required: true, whitespace: true, message: htmlMissing }]}>
          <Input.TextArea rows={16} maxLength={maxLength} spellCheck={false} placeholder="<h1>Καλημέρα!</h1>" />
        </Form.Item>
      )}
    </>
  );
}
