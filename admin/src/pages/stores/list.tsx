// Καταστήματα: the shop's stores (branches) and each store's locations, added, edited and deleted
// in modals, through the data provider's "stores" and "store-locations". (The counter reads its store
// choice again when it opens.) The settings' "stores" tab.
import { EditOutlined, EnvironmentOutlined, PlusOutlined } from "@ant-design/icons";
import { useInvalidate, useList } from "@refinedev/core";
import { Button, Card, Col, Empty, Flex, Form, Input, InputNumber, List, Row, Skeleton, Space, Typography } from "antd";
import { useState } from "react";
import type { RouterInputs, RouterOutputs } from "../../lib/routerTypes";
import { errorNotification } from "../../lib/notifications";
import { textOrNull } from "../../lib/text";
import { DeleteRow } from "../settings/DeleteRow";
import { SaveModal } from "../settings/FormModal";
import { ResourceCard } from "../settings/SettingsCard";

type Store = RouterOutputs["store"]["list"][number];
type Location = Store["locations"][number];
type StoreValues = RouterInputs["store"]["create"];
type LocationValues = Omit<RouterInputs["store"]["addLocation"], "storeId">;

type Editing =
  | { kind: "store"; store?: Store }
  | { kind: "location"; storeId: string; location?: Location }
  | null;

export function StoreList() {
  // Cards, not a table: each store with its locations.
  const { data, isLoading } = useList<Store>({ resource: "stores", pagination: { mode: "off" }, errorNotification });
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const invalidate = useInvalidate();
  // A location is listed inside its store: a change to it reads the stores again.
  const refreshStores = () => void invalidate({ resource: "stores", invalidates: ["list"] });

  return (
    <ResourceCard resource="stores" title="Καταστήματα και τοποθεσίες" addLabel="Νέο κατάστημα" onAdd={() => setEditing({ kind: "store" })}>
      {isLoading && <Skeleton active />}
      {data?.data.length === 0 && <Empty description="Δεν υπάρχουν καταστήματα ακόμη." />}
      <Flex vertical gap={16}>
        {data?.data.map((store) => (
          <Card
            key={store.id}
            size="small"
            title={store.name}
            extra={
              <Space size={4}>
                <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ kind: "store", store })} aria-label={`Επεξεργασία ${store.name}`} />
                <DeleteRow
                  resource="stores"
                  id={store.id}
                  title={`Διαγραφή καταστήματος «${store.name}»`}
                  description="Θα διαγραφούν και οι τοποθεσίες του. Οι παλιές συναλλαγές μένουν, χωρίς κατάστημα."
                  success="Το κατάστημα διαγράφηκε."
                />
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
                    <DeleteRow
                      key="delete"
                      resource="store-locations"
                      id={location.id}
                      title="Διαγραφή τοποθεσίας"
                      success="Η τοποθεσία διαγράφηκε."
                      onDeleted={refreshStores}
                    />,
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
        onSaved={refreshStores}
        onClose={close}
      />
    </ResourceCard>
  );
}

function StoreModal({ open, store, onClose }: { open: boolean; store?: Store; onClose: () => void }) {
  return (
    <SaveModal<StoreValues>
      open={open}
      title={store ? "Επεξεργασία καταστήματος" : "Νέο κατάστημα"}
      resource="stores"
      id={store?.id}
      initialValues={store}
      toInput={(values) => ({ name: values.name.trim(), phone: textOrNull(values.phone), website: textOrNull(values.website) })}
      success={store ? "Το κατάστημα αποθηκεύτηκε." : "Το κατάστημα προστέθηκε."}
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

type LocationModalProps = { open: boolean; storeId: string; location?: Location; onSaved: () => void; onClose: () => void };

function LocationModal({ open, storeId, location, onSaved, onClose }: LocationModalProps) {
  return (
    <SaveModal<LocationValues>
      open={open}
      title={location ? "Επεξεργασία τοποθεσίας" : "Νέα τοποθεσία"}
      resource="store-locations"
      id={location?.id}
      initialValues={location}
      toInput={(values) => ({
        ...(location ? {} : { storeId }),
        address: values.address.trim(),
        latitude: values.latitude ?? null,
        longitude: values.longitude ?? null,
        phone: textOrNull(values.phone),
        website: textOrNull(values.website),
      })}
      success={location ? "Η τοποθεσία αποθηκεύτηκε." : "Η τοποθεσία προστέθηκε."}
      onSaved={onSaved}
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
