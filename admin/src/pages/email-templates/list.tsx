// Πρότυπα e-mail: reusable texts for the shop's e-mail campaigns, each listed and edited beside its
// rendered preview (a sandboxed frame, as the campaign form and the platform's review show e-mails).
// The settings' "email-templates" tab over the resource "email-templates".
import { useTable } from "@refinedev/antd";
import { Button, Col, Form, Input, Row, Space, Table } from "antd";
import { HtmlFrame } from "../../components/campaigns/HtmlFrame";
import { useState } from "react";
import { formatDateTime } from "../../lib/dates";
import { errorNotification } from "../../lib/notifications";
import type { RouterInputs, RouterOutputs } from "../../lib/routerTypes";
import { DeleteRow } from "../settings/DeleteRow";
import { SaveModal } from "../settings/FormModal";
import { ResourceCard } from "../settings/SettingsCard";

type Template = RouterOutputs["emailTemplate"]["list"][number];
type TemplateValues = RouterInputs["emailTemplate"]["create"];

export function EmailTemplateList() {
  const { tableProps } = useTable<Template>({ resource: "email-templates", pagination: { mode: "off" }, syncWithLocation: false, errorNotification });
  const [editing, setEditing] = useState<{ template?: Template } | null>(null);

  return (
    <ResourceCard resource="email-templates" title="Πρότυπα e-mail" addLabel="Νέο πρότυπο" onAdd={() => setEditing({})}>
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
              <Button type="link" size="small" onClick={() => setEditing({ template })}>
                Επεξεργασία
              </Button>
              <DeleteRow resource="email-templates" id={template.id} title="Διαγραφή προτύπου" success="Το πρότυπο διαγράφηκε." />
            </Space>
          )}
        />
      </Table>
      <TemplateModal open={editing !== null} template={editing?.template} onClose={() => setEditing(null)} />
    </ResourceCard>
  );
}

function TemplateModal({ open, template, onClose }: { open: boolean; template?: Template; onClose: () => void }) {
  return (
    <SaveModal<TemplateValues>
      open={open}
      title={template ? "Επεξεργασία προτύπου" : "Νέο πρότυπο"}
      resource="email-templates"
      id={template?.id}
      initialValues={template}
      toInput={(values) => ({ title: values.title.trim(), content: values.content })}
      success={template ? "Το πρότυπο αποθηκεύτηκε." : "Το πρότυπο προστέθηκε."}
      width={1000}
      onClose={onClose}
    >
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
    </SaveModal>
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
