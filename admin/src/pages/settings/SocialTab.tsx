// Κοινωνικά δίκτυα: one address per network of the platform's catalogue; saving an empty address
// removes the shop's link to that network.
import { Avatar, Button, Form, Input, List, Space } from "antd";
import { useQuery } from "@tanstack/react-query";
import { trpc, type RouterOutputs } from "../../lib/trpc";
import { keys } from "./keys";
import { SettingsCard } from "./SettingsCard";
import { useSave } from "./useSave";

type Network = RouterOutputs["socialMedia"]["catalogue"][number];

export function SocialTab() {
  const catalogue = useQuery({ queryKey: keys.socialCatalogue, queryFn: () => trpc.socialMedia.catalogue.query() });
  const links = useQuery({ queryKey: keys.social, queryFn: () => trpc.socialMedia.list.query() });
  const failed = catalogue.error ?? links.error;

  return (
    <SettingsCard
      title="Κοινωνικά δίκτυα"
      loading={catalogue.isLoading || links.isLoading}
      error={failed}
      onRetry={() => void Promise.all([catalogue.refetch(), links.refetch()])}
    >
      <List<Network>
        dataSource={catalogue.data}
        locale={{ emptyText: "Η πλατφόρμα δεν έχει ορίσει κοινωνικά δίκτυα ακόμη." }}
        renderItem={(network) => (
          <NetworkRow network={network} url={links.data?.find((link) => link.socialMediaId === network.id)?.url ?? null} />
        )}
      />
    </SettingsCard>
  );
}

function NetworkRow({ network, url }: { network: Network; url: string | null }) {
  const [form] = Form.useForm<{ url: string }>();
  const set = useSave({
    mutationFn: (value: string) => trpc.socialMedia.set.mutate({ socialMediaId: network.id, url: value }),
    success: `Ο σύνδεσμος για ${network.name} αποθηκεύτηκε.`,
    invalidate: [keys.social],
    form,
  });
  const remove = useSave({
    mutationFn: (_: void) => trpc.socialMedia.remove.mutate({ socialMediaId: network.id }),
    success: `Ο σύνδεσμος για ${network.name} αφαιρέθηκε.`,
    invalidate: [keys.social],
    onSuccess: () => form.setFieldsValue({ url: "" }),
  });

  return (
    <List.Item>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ url: url ?? "" }}
        onFinish={({ url: value }) => (value.trim() ? set.mutate(value.trim()) : url && remove.mutate())}
        className="settings-network"
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
            <Button danger loading={remove.isLoading} onClick={() => remove.mutate()}>
              Αφαίρεση
            </Button>
          )}
        </Space>
      </Form>
    </List.Item>
  );
}
