// Καταστήματα: the shop's stores (branches) and each store's locations, added, edited and deleted
// in modals. The counter's store choice is read again after a change.
import { DeleteOutlined, EditOutlined, EnvironmentOutlined, PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Col, Empty, Flex, Form, Input, InputNumber, List, Row, Space, Typography } from "antd";
import { useState } from "react";
import { trpc, type RouterInputs, type RouterOutputs } from "../../lib/trpc";
import { ConfirmDelete } from "./ConfirmDelete";
import { SaveModal } from "./FormModal";
import { keys } from "./keys";
import { ListCard } from "./SettingsCard";
import { textOrNull } from "../../lib/text";
import { useSave } from "./useSave";

type Store = RouterOutputs["store"]["list"][number];
type Location = Store["locations"][number];
type StoreValues = RouterInputs["store"]["create"];
type LocationValues = Omit<RouterInputs["store"]["addLocation"], "storeId">;

const invalidate = [keys.stores, keys.counterStores];

type Editing =
  | { kind: "store"; store?: Store }
  | { kind: "location"; storeId: string; location?: Location }
  | null;

export function StoresTab() {
  const stores = useQuery({ queryKey: keys.stores, queryFn: () => trpc.store.list.query() });
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  const deleteStore = useSave({
    mutationFn: (id: string) => trpc.store.delete.mutate({ id }),
    success: "Το κατάστημα διαγράφηκε.",
    invalidate,
  });
  const deleteLocation = useSave({
    mutationFn: (id: string) => trpc.store.deleteLocation.mutate({ id }),
    success: "Η τοποθεσία διαγράφηκε.",
    invalidate,
  });

  return (
    <ListCard title="Καταστήματα και τοποθεσίες" addLabel="Νέο κατάστημα" onAdd={() => setEditing({ kind: "store" })} query={stores}>
      {stores.data?.length === 0 && <Empty description="Δεν υπάρχουν καταστήματα ακόμη." />}
      <Flex vertical gap={16}>
        {stores.data?.map((store) => (
          <Card
            key={store.id}
            size="small"
            title={store.name}
            extra={
              <Space size={4}>
                <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ kind: "store", store })} aria-label={`Επεξεργασία ${store.name}`} />
                <ConfirmDelete
                  title="Διαγραφή καταστήματος"
                  description="Θα διαγραφούν και οι τοποθεσίες του. Οι παλιές συναλλαγές μένουν, χωρίς κατάστημα."
                  onConfirm={() => deleteStore.mutateAsync(store.id)}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Διαγραφή ${store.name}`} />
                </ConfirmDelete>
              </Space>
            }
          >
            {(store.phone || store.website) && (
              <Typography.Paragraph type="secondary">{[store.phone, store.website].filter(Boolean).join(" · ")}</Typography.Paragraph>
            )}
            <List<Location>
              size="small"
              dataSource={store.locations}
              locale={{ emptyText: "Καμία τοποθεσία." }}
              renderItem={(location) => (
                <List.Item
                  actions={[
                    <Button key="edit" type="link" size="small" onClick={() => setEditing({ kind: "location", storeId: store.id, location })}>
                      Επεξεργασία
                    </Button>,
                    <ConfirmDelete key="delete" title="Διαγραφή τοποθεσίας" onConfirm={() => deleteLocation.mutateAsync(location.id)} />,
                  ]}
                >
                  <List.Item.Meta
                    avatar={<EnvironmentOutlined />}
                    title={location.address}
                    description={[
                      location.latitude !== null && location.longitude !== null ? `${location.latitude}, ${location.longitude}` : null,
                      location.phone,
                      location.website,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  />
                </List.Item>
              )}
            />
            <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => setEditing({ kind: "location", storeId: store.id })} style={{ marginTop: 8 }}>
              Προσθήκη τοποθεσίας
            </Button>
          </Card>
        ))}
      </Flex>
      <StoreModal open={editing?.kind === "store"} store={editing?.kind === "store" ? editing.store : undefined} onClose={close} />
      <LocationModal
        open={editing?.kind === "location"}
        storeId={editing?.kind === "location" ? editing.storeId : ""}
        location={editing?.kind === "location" ? editing.location : undefined}
        onClose={close}
      />
    </ListCard>
  );
}

function StoreModal({ open, store, onClose }: { open: boolean; store?: Store; onClose: () => void }) {
  return (
    <SaveModal<StoreValues>
      open={open}
      title={store ? "Επεξεργασία καταστήματος" : "Νέο κατάστημα"}
      initialValues={store}
      mutationFn={(values: StoreValues) => {
        const input = { name: values.name.trim(), phone: textOrNull(values.phone), website: textOrNull(values.website) };
        return store ? trpc.store.update.mutate({ id: store.id, ...input }) : trpc.store.create.mutate(input);
      }}
      success={store ? "Το κατάστημα αποθηκεύτηκε." : "Το κατάστημα προστέθηκε."}
      invalidate={invalidate}
      onClose={onClose}
    >
      <Form.Item label="Όνομα" name="name" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε το όνομα." }]}>
        <Input maxLength={100} autoFocus />
      </Form.Item>
      <Form.Item label="Τηλέφωνο" name="phone">
        <Input type="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item label="Ιστοσελίδα" name="website" rules={[{ type: "url", message: "Μη έγκυρη διεύθυνση URL." }]}>
        <Input placeholder="https://" inputMode="url" />
      </Form.Item>
    </SaveModal>
  );
}

type LocationModalProps = { open: boolean; storeId: string; location?: Location; onClose: () => void };

function LocationModal({ open, storeId, location, onClose }: LocationModalProps) {
  return (
    <SaveModal<LocationValues>
      open={open}
      title={location ? "Επεξεργασία τοποθεσίας" : "Νέα τοποθεσία"}
      initialValues={location}
      mutationFn={(values: LocationValues) => {
        const input = {
          address: values.address.trim(),
          latitude: values.latitude ?? null,
          longitude: values.longitude ?? null,
          phone: textOrNull(values.phone),
          website: textOrNull(values.website),
        };
        return location ? trpc.store.updateLocation.mutate({ id: location.id, ...input }) : trpc.store.addLocation.mutate({ storeId, ...input });
      }}
      success={location ? "Η τοποθεσία αποθηκεύτηκε." : "Η τοποθεσία προστέθηκε."}
      invalidate={invalidate}
      onClose={onClose}
    >
      <Form.Item label="Διεύθυνση" name="address" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε τη διεύθυνση." }]}>
        <Input maxLength={300} autoFocus />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item label="Γεωγραφικό πλάτος" name="latitude">
            <InputNumber min={-90} max={90} step={0.0001} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="Γεωγραφικό μήκος" name="longitude">
            <InputNumber min={-180} max={180} step={0.0001} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Τηλέφωνο" name="phone">
        <Input type="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item label="Ιστοσελίδα" name="website" rules={[{ type: "url", message: "Μη έγκυρη διεύθυνση URL." }]}>
        <Input placeholder="https://" inputMode="url" />
      </Form.Item>
    </SaveModal>
  );
}
