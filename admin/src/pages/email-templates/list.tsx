// Πρότυπα e-mail: reusable e-mails for the shop's campaigns, built from blocks or written as HTML (as a
// campaign's body is), each listed and edited beside its rendered preview (a sandboxed frame, at a desktop's
// or a phone's width, as the campaign form and the platform's review show e-mails).
// The settings' "email-templates" tab over the resource "email-templates".
import { useTable } from "@refinedev/antd";
import { renderEmailDesign, type EmailBrand } from "@shared/emailDesign.js";
import { Button, Col, Form, Input, Row, Space, Table } from "antd";
import { EmailBody } from "../../channels/email/EmailBody";
import { EmailFrame } from "../../channels/email/EmailFrame";
import { HtmlFrame } from "../../components/campaigns/HtmlFrame";
import { DeleteRow, FormModal, ResourceCard, useFormModal, type FormModalState } from "../../components/crud";
import { formatDateTime } from "../../lib/dates";
import { errorNotification } from "../../lib/notifications";
import type { RouterInputs, RouterOutputs } from "../../lib/routerTypes";
import { useViewer } from "../../viewer/ViewerProvider";
import "./email-templates.css";

type Template = RouterOutputs["emailTemplate"]["list"][number];
type TemplateValues = RouterInputs["emailTemplate"]["create"];

export function EmailTemplateList() {
  const { tableProps } = useTable<Template>({ resource: "email-templates", pagination: { mode: "off" }, syncWithLocation: false, errorNotification });
  const create = useFormModal<TemplateValues>({ resource: "email-templates", action: "create", success: "Το πρότυπο προστέθηκε." });
  const edit = useFormModal<TemplateValues>({ resource: "email-templates", action: "edit", success: "Το πρότυπο αποθηκεύτηκε." });

  return (
    <ResourceCard resource="email-templates" title="Πρότυπα e-mail" addLabel="Νέο πρότυπο" onAdd={() => create.show()}>
      <Table<Template> {...tableProps} rowKey="id" size="middle" locale={{ emptyText: "Δεν υπάρχουν πρότυπα ακόμη." }}>
        <Table.Column<Template>
          title="Τίτλος"
          render={(_, template) => (
            <>
              <div>{template.title}</div>
              <HtmlFrame className="email-template-thumb" title={`Προεπισκόπηση προτύπου: ${template.title}`} html={template.content} height={140} />
            </>
          )}
        />
        <Table.Column<Template> title="Ενημέρωση" dataIndex="updatedAt" responsive={["md"]} render={(updatedAt: string) => formatDateTime(updatedAt)} />
        <Table.Column<Template>
          align="right"
          render={(_, template) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => edit.show(template.id)}>
                Επεξεργασία
              </Button>
              <DeleteRow resource="email-templates" id={template.id} title="Διαγραφή προτύπου" success="Το πρότυπο διαγράφηκε." />
            </Space>
          )}
        />
      </Table>
      <TemplateModal modal={create} title="Νέο πρότυπο" />
      <TemplateModal modal={edit} title="Επεξεργασία προτύπου" />
    </ResourceCard>
  );
}

function TemplateModal({ modal, title }: { modal: FormModalState<TemplateValues>; title: string }) {
  const shop = useViewer().company!;
  // With blocks the server renders the HTML itself; the rendering sent along only fills the field it requires.
  const toInput = (values: TemplateValues) => ({
    title: values.title.trim(),
    content: values.design ? renderEmailDesign(values.design, shop) : values.content,
    design: values.design ?? null,
  });
  return (
    <FormModal<TemplateValues> modal={modal} title={title} toInput={toInput} width={1100}>
      <Form.Item label="Τίτλος" name="title" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε τον τίτλο." }]}>
        <Input maxLength={200} autoFocus />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <EmailBody form={modal.form} htmlName="content" htmlLabel="Κείμενο (HTML)" htmlMissing="Συμπληρώστε το κείμενο." brand={shop} maxLength={100_000} />
        </Col>
        <Col xs={24} md={12}>
          <LivePreview shop={shop} />
        </Col>
      </Row>
    </FormModal>
  );
}

/** The blocks or the HTML being typed, rendered as they change. */
function LivePreview({ shop }: { shop: EmailBrand }) {
  const form = Form.useFormInstance<TemplateValues>();
  const content = Form.useWatch("content", form);
  const design = Form.useWatch("design", { form, preserve: true });
  return (
    <div className="email-template-preview">
      <div className="email-template-preview-label">Προεπισκόπηση</div>
      <EmailFrame title="Προεπισκόπηση του κειμένου" html={design ? renderEmailDesign(design, shop) : (content ?? "")} height={480} />
    </div>
  );
}
