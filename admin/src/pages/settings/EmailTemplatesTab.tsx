// Πρότυπα e-mail: reusable texts for the shop's e-mail campaigns, each listed and edited beside its
// rendered preview (a sandboxed frame, as the campaign form and the platform's review show e-mails).
import { useQuery } from "@tanstack/react-query";
import { Button, Col, Form, Input, Row, Space, Table } from "antd";
import { HtmlFrame } from "../../components/alerts/HtmlFrame";
import { useState } from "react";
import { formatDateTime } from "../../lib/dates";
import { trpc, type RouterInputs, type RouterOutputs } from "../../lib/trpc";
import { ConfirmDelete } from "./ConfirmDelete";
import { SaveModal } from "./FormModal";
import { keys } from "./keys";
import { ListCard } from "./SettingsCard";
import { useSave } from "./useSave";

type Template = RouterOutputs["emailTemplate"]["list"][number];
type TemplateValues = RouterInputs["emailTemplate"]["create"];

const invalidate = [keys.templates];

export function EmailTemplatesTab() {
  const templates = useQuery({ queryKey: keys.templates, queryFn: () => trpc.emailTemplate.list.query() });
  const [editing, setEditing] = useState<{ template?: Template } | null>(null);
  const remove = useSave({
    mutationFn: (id: string) => trpc.emailTemplate.delete.mutate({ id }),
    success: "Το πρότυπο διαγράφηκε.",
    invalidate,
  });

  return (
    <ListCard title="Πρότυπα e-mail" addLabel="Νέο πρότυπο" onAdd={() => setEditing({})} query={templates}>
      <Table<Template> dataSource={templates.data} rowKey="id" pagination={false} size="middle" locale={{ emptyText: "Δεν υπάρχουν πρότυπα ακόμη." }}>
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
              <ConfirmDelete title="Διαγραφή προτύπου" onConfirm={() => remove.mutateAsync(template.id)} />
            </Space>
          )}
        />
      </Table>
      <TemplateModal open={editing !== null} template={editing?.template} onClose={() => setEditing(null)} />
    </ListCard>
  );
}

function TemplateModal({ open, template, onClose }: { open: boolean; template?: Template; onClose: () => void }) {
  return (
    <SaveModal<TemplateValues>
      open={open}
      title={template ? "Επεξεργασία προτύπου" : "Νέο πρότυπο"}
      initialValues={template}
      mutationFn={(values: TemplateValues) => {
        const input = { title: values.title.trim(), content: values.content };
        return template ? trpc.emailTemplate.update.mutate({ id: template.id, ...input }) : trpc.emailTemplate.create.mutate(input);
      }}
      success={template ? "Το πρότυπο αποθηκεύτηκε." : "Το πρότυπο προστέθηκε."}
      invalidate={invalidate}
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
