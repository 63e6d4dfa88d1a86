// One e-mail list: its name (editable, Refine's useForm over the list read) and its addresses,
// searchable, each removable (the list's update without it).
import { DeleteOutlined, SearchOutlined } from "@ant-design/icons";
import { useForm } from "@refinedev/antd";
import { useOne, useUpdate, type HttpError } from "@refinedev/core";
import { Alert, Button, Drawer, Flex, Form, Input, List, Skeleton } from "antd";
import { useState } from "react";
import { saveFailed, showFieldErrors } from "../../components/crud";
import { errorMessage } from "../../lib/errors";
import type { RouterInputs, RouterOutputs } from "../../lib/routerTypes";
import { addressCount } from "./emailLists";

type EmailList = RouterOutputs["emailList"]["get"];
type ListChange = Omit<RouterInputs["emailList"]["update"], "id">;

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
  const [search, setSearch] = useState("");
  // The name's form: the list is already read by the drawer.
  const rename = useForm<EmailList, HttpError, ListChange>({
    resource: "email-lists",
    action: "edit",
    id: list.id,
    redirect: false,
    queryOptions: { enabled: false },
    successNotification: false,
    errorNotification: saveFailed,
    onMutationError: (error) => showFieldErrors(rename.form, error),
  });
  const remove = useUpdate<EmailList, HttpError, ListChange>();
  const saving = rename.formLoading || remove.isLoading;
  const shown = search.trim() ? list.emails.filter((email) => email.includes(search.trim().toLowerCase())) : list.emails;

  return (
    <Flex vertical gap={16}>
      <Form
        {...rename.formProps}
        layout="inline"
        initialValues={{ title: list.title }}
        onFinish={({ title }) => rename.formProps.onFinish?.({ title: title.trim(), emails: list.emails })}
      >
        <Form.Item name="title" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε το όνομα." }]} style={{ flex: 1 }}>
          <Input maxLength={200} aria-label="Όνομα λίστας" />
        </Form.Item>
        <Form.Item style={{ marginInlineEnd: 0 }}>
          <Button htmlType="submit" loading={saving}>
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
                disabled={saving}
                onClick={() =>
                  remove.mutate({
                    resource: "email-lists",
                    id: list.id,
                    values: { title: list.title, emails: list.emails.filter((kept) => kept !== email) },
                    successNotification: false,
                    errorNotification: saveFailed,
                  })
                }
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
