// A secret shown once (a new API key, a webhook signing secret): copyable, with the warning that it
// will not be shown again.
import { Alert, Modal, Typography } from "antd";

export function SecretOnce({ title, secret, onClose }: { title: string; secret: string | null; onClose: () => void }) {
  return (
    <Modal
      open={secret !== null}
      title={title}
      onOk={onClose}
      onCancel={onClose}
      okText="Το αντέγραψα"
      cancelButtonProps={{ style: { display: "none" } }}
      destroyOnHidden
    >
      <Alert type="warning" showIcon message="Αντιγράψτε το τώρα: δεν θα εμφανιστεί ξανά." style={{ marginBottom: 16 }} />
      <Typography.Paragraph
        copyable={{ text: secret ?? "", tooltips: ["Αντιγραφή", "Αντιγράφηκε"] }}
        code
        style={{ wordBreak: "break-all" }}
        data-testid="secret-once"
      >
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}
