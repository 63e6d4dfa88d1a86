// One e-mail list: its name (editable) and its addresses, searchable, each removable.
import { DeleteOutlined, SearchOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Drawer, Flex, Form, Input, List, Skeleton } from "antd";
import { useState } from "react";
import { errorMessage } from "../../lib/errors";
import { trpc, type RouterOutputs } from "../../lib/trpc";
import { addressCount } from "./emailLists";
import { keys } from "./keys";
import { useSave } from "./useSave";

type EmailList = RouterOutputs["emailList"]["get"];

export function EmailListDrawer({ listId, onClose }: { listId: string; onClose: () => void }) {
  const list = useQuery({ queryKey: keys.emailList(listId), queryFn: () => trpc.emailList.get.query({ id: listId }) });
  return (
    <Drawer open title={list.data?.title ?? "Λίστα e-mail"} width={520} onClose={onClose}>
      {list.isLoading && <Skeleton active />}
      {list.isError && <Alert type="error" showIcon message={errorMessage(list.error)} />}
      {list.data && <ListEditor list={list.data} />}
    </Drawer>
  );
}

function ListEditor({ list }: { list: EmailList }) {
  const [form] = Form.useForm<{ title: string }>();
  const [search, setSearch] = useState("");
  const save = useSave({
    mutationFn: (change: { title: string; emails: string[] }) => trpc.emailList.update.mutate({ id: list.id, ...change }),
    invalidate: [keys.emailLists, keys.emailList(list.id)],
    form,
  });
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
