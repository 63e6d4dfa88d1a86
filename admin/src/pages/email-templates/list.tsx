// Πρότυπα e-mail: reusable texts for the shop's e-mail campaigns, each listed and edited beside its
// rendered preview (a sandboxed frame, as the campaign form and the platform's review show e-mails).
// The settings' "email-templates" tab over the resource "email-templates".
import { useTable } from "@refinedev/antd";
import { Button, Col, Form, Input, Row, Space, Table } from "antd";
import { HtmlFrame } from "../../components/campaigns/HtmlFrame";
import { DeleteRow, FormModal, ResourceCard, useFormModal, type FormModalState } from "../../components/crud";
import { formatDateTime } from "../../lib/dates";
import { errorNotification } from "../../lib/notifications";
import type { RouterInputs, RouterOutputs } from "../../lib/routerTypes";
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
  return (
    <FormModal<TemplateValues> modal={modal} title={title} toInput={(values) => ({ title: values.title.trim(), content: values.content })} width={1000}>
      <Form.Item label="Τίτλος" name="title" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε τον τίτλο." }]}>
        <Input maxLength={200} autoFocus />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Κείμενο (HTML)" name="content" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε το κείμενο." }]}>
            <Input.TextArea rows={16} maxLength={100000} className="email-template-source" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <LivePreview />
        </Col>
      </Row>
    </FormModal>
  );
}

/** The HTML being typed, rendered as it is typed. */
function LivePreview() {
  const content: string | undefined = Form.useWatch("content", Form.useFormInstance());
  return (
    <div className="email-template-preview">
      <div className="email-template-preview-label">Προεπισκόπηση</div>
      <HtmlFrame title="Προεπισκόπηση του κειμένου" html={content ?? ""} height={360} />
    </div>
  );
}
