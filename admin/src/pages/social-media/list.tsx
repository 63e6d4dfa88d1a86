// Κοινωνικά δίκτυα: one address per network of the platform's catalogue; saving an empty address
// removes the shop's link to that network (the resources "social-networks" and "social-links"). The
// settings' "social" tab: one form per network, saved by the call "socialMedia.set" or the link's delete.
import { useDelete, useInvalidate, useList, type HttpError } from "@refinedev/core";
import { Avatar, Button, Form, Input, List, Space } from "antd";
import { saveFailed, SectionCard, showFieldErrors } from "../../components/crud";
import { successNotification } from "../../lib/notifications";
import type { RouterOutputs } from "../../lib/routerTypes";
import { useCustomCall } from "../../providers/customCalls";
import "./social-media.css";

type Network = RouterOutputs["socialMedia"]["catalogue"][number];
type Link = RouterOutputs["socialMedia"]["list"][number];

export function SocialMediaList() {
  const catalogue = useList<Network>({ resource: "social-networks", pagination: { mode: "off" }, errorNotification: false });
  const links = useList<Link>({ resource: "social-links", pagination: { mode: "off" }, errorNotification: false });
  const failed = catalogue.error ?? links.error;

  return (
    <SectionCard
      title="Κοινωνικά δίκτυα"
      loading={catalogue.isLoading || links.isLoading}
      error={failed}
      onRetry={() => void Promise.all([catalogue.refetch(), links.refetch()])}
    >
      <List<Network>
        dataSource={catalogue.data?.data}
        locale={{ emptyText: "Η πλατφόρμα δεν έχει ορίσει κοινωνικά δίκτυα ακόμη." }}
        renderItem={(network) => <NetworkRow network={network} url={links.data?.data.find((link) => link.socialMediaId === network.id)?.url ?? null} />}
      />
    </SectionCard>
  );
}

function NetworkRow({ network, url }: { network: Network; url: string | null }) {
  const [form] = Form.useForm<{ url: string }>();
  const set = useCustomCall();
  const invalidate = useInvalidate();
  const remove = useDelete();
  const save = (value: string) =>
    set
      .run(
        "socialMedia.set",
        { socialMediaId: network.id, url: value },
        { successNotification: successNotification(`Ο σύνδεσμος για ${network.name} αποθηκεύτηκε.`), errorNotification: saveFailed },
      )
      .catch((error: HttpError) => showFieldErrors(form, error))
      .finally(() => void invalidate({ resource: "social-links", invalidates: ["list"] }));
  const unlink = () =>
    remove.mutate(
      {
        resource: "social-links",
        id: network.id,
        successNotification: successNotification(`Ο σύνδεσμος για ${network.name} αφαιρέθηκε.`),
        errorNotification: saveFailed,
      },
      { onSuccess: () => form.setFieldsValue({ url: "" }) },
    );

  return (
    <List.Item>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ url: url ?? "" }}
        onFinish={({ url: value }) => (value.trim() ? save(value.trim()) : url && unlink())}
        className="social-network"
      >
        <Form.Item
          name="url"
          label={
            <Space>
              <Avatar size="small" shape="square" src={network.logo ?? undefined}>
                {network.name.charAt(0)}
              </Avatar>
              {network.name}
            </Space>
          }
          rules={[{ type: "url", message: "Μη έγκυρη διεύθυνση URL." }]}
        >
          <Input placeholder="https://" inputMode="url" />
        </Form.Item>
        <Space>
          <Button htmlType="submit" loading={set.isLoading}>
            Αποθήκευση
          </Button>
          {url && (
            <Button danger loading={remove.isLoading} onClick={unlink}>
              Αφαίρεση
            </Button>
          )}
        </Space>
      </Form>
    </List.Item>
  );
}
