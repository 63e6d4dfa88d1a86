// One e-mail list: its name (editable) and its addresses, searchable, each removable.
import { DeleteOutlined, SearchOutlined } from "@ant-design/icons";
import { useOne, useUpdate } from "@refinedev/core";
import { Alert, Button, Drawer, Flex, Form, Input, List, Skeleton } from "antd";
import { useState } from "react";
import { errorMessage } from "../../lib/errors";
import type { RouterOutputs } from "../../lib/routerTypes";
import { addressCount } from "./emailLists";
import { saveFailed, showFieldErrors } from "../settings/save";

type EmailList = RouterOutputs["emailList"]["get"];

export function EmailListDrawer({ listId, onClose }: { listId: string; onClose: () => void }) {
  const { data, ...list } = useOne<EmailList>({ resource: "email-lists", id: listId, errorNotification: false });
  return (
    <Drawer open title={data?.data.title ?? "Λίστα e-mail"} width={520} onClose={onClose}>
      {list.isLoading && <Skeleton active />}
      {list.isError && <Alert type="error" showIcon message={errorMessage(list.error)} />}
      {data && <ListEditor list={data.data} />}
    </Drawer>
  );
}

function ListEditor({ list }: { list: EmailList }) {
  const [form] = Form.useForm<{ title: string }>();
  const [search, setSearch] = useState("");
  const update = useUpdate();
  const save = {
    isLoading: update.isLoading,
    mutate: (values: { title: string; emails: string[] }) =>
      update.mutate(
        { resource: "email-lists", id: list.id, values, successNotification: false, errorNotification: saveFailed },
        { onError: (error) => showFieldErrors(form, error) },
      ),
  };
  const shown = search.trim() ? list.emails.filter((email) => email.includes(search.trim().toLowerCase())) : list.emails;

  return (
    <Flex vertical gap={16}>
      <Form form={form} layout="inline" initialValues={{ title: list.title }} onFinish={({ title }) => save.mutate({ title: title.trim(), emails: list.emails })}>
        <Form.Item name="title" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε το όνομα." }]} style={{ flex: 1 }}>
          <Input maxLength={200} aria-label="Όνομα λίστας" />
        </Form.Item>
        <Form.Item style={{ marginInlineEnd: 0 }}>
          <Button htmlType="submit" loading={save.isLoading}>
            Μετονομασία
          </Button>
        </Form.Item>
      </Form>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={`Αναζήτηση σε ${addressCount(list.count)}`}
        aria-label="Αναζήτηση διεύθυνσης"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <List<string>
        size="small"
        bordered
        dataSource={shown}
        locale={{ emptyText: list.count ? "Καμία διεύθυνση δεν ταιριάζει." : "Η λίστα είναι κενή. Εισαγάγετε διευθύνσεις από CSV." }}
        pagination={shown.length > 50 ? { pageSize: 50, size: "small", showSizeChanger: false } : false}
        renderItem={(email) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`Αφαίρεση ${email}`}
                disabled={save.isLoading}
                onClick={() => save.mutate({ title: list.title, emails: list.emails.filter((kept) => kept !== email) })}
              />,
            ]}
          >
            {email}
          </List.Item>
        )}
      />
    </Flex>
  );
}
