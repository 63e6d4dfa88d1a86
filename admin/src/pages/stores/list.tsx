// Καταστήματα: the shop's stores (branches) and each store's locations, added, edited and deleted
// in modals (the CRUD kit's FormModal), through the data provider's "stores" and "store-locations".
// (The counter reads its store choice again when it opens.) The settings' "stores" tab.
import { EditOutlined, EnvironmentOutlined, PlusOutlined } from "@ant-design/icons";
import { useInvalidate, useList } from "@refinedev/core";
import { Button, Card, Col, Empty, Flex, Form, Input, InputNumber, List, Row, Skeleton, Space, Typography } from "antd";
import { useState } from "react";
import { DeleteRow, FormModal, ResourceCard, useFormModal, type FormModalState } from "../../components/crud";
import { errorNotification } from "../../lib/notifications";
import type { RouterInputs, RouterOutputs } from "../../lib/routerTypes";
import { textOrNull } from "../../lib/text";

type Store = RouterOutputs["store"]["list"][number];
type Location = Store["locations"][number];
type StoreValues = RouterInputs["store"]["create"];
type LocationValues = Omit<RouterInputs["store"]["addLocation"], "storeId">;

export function StoreList() {
  // Cards, not a table: each store with its locations.
  const { data, isLoading } = useList<Store>({ resource: "stores", pagination: { mode: "off" }, errorNotification });
  const invalidate = useInvalidate();
  // A location is listed inside its store: a change to it reads the stores again.
  const refreshStores = () => void invalidate({ resource: "stores", invalidates: ["list"] });
  const newStore = useFormModal<StoreValues>({ resource: "stores", action: "create", success: "Το κατάστημα προστέθηκε." });
  const editStore = useFormModal<StoreValues>({ resource: "stores", action: "edit", success: "Το κατάστημα αποθηκεύτηκε." });
  const newLocation = useFormModal<LocationValues>({
    resource: "store-locations",
    action: "create",
    success: "Η τοποθεσία προστέθηκε.",
    onSaved: refreshStores,
  });
  const editLocation = useFormModal<LocationValues>({
    resource: "store-locations",
    action: "edit",
    success: "Η τοποθεσία αποθηκεύτηκε.",
    onSaved: refreshStores,
  });
  // The store a new location is added to.
  const [locationStoreId, setLocationStoreId] = useState<string | null>(null);
  const addLocation = (storeId: string) => {
    setLocationStoreId(storeId);
    newLocation.show();
  };

  return (
    <ResourceCard resource="stores" title="Καταστήματα και τοποθεσίες" addLabel="Νέο κατάστημα" onAdd={() => newStore.show()}>
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
                <Button size="small" icon={<EditOutlined />} onClick={() => editStore.show(store.id)} aria-label={`Επεξεργασία ${store.name}`} />
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
                    <Button key="edit" type="link" size="small" onClick={() => editLocation.show(location.id)}>
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
            <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => addLocation(store.id)} style={{ marginTop: 8 }}>
              Προσθήκη τοποθεσίας
            </Button>
          </Card>
        ))}
      </Flex>
      <StoreModal modal={newStore} title="Νέο κατάστημα" />
      <StoreModal modal={editStore} title="Επεξεργασία καταστήματος" />
      <LocationModal modal={newLocation} title="Νέα τοποθεσία" storeId={locationStoreId} />
      <LocationModal modal={editLocation} title="Επεξεργασία τοποθεσίας" />
    </ResourceCard>
  );
}

function StoreModal({ modal, title }: { modal: FormModalState<StoreValues>; title: string }) {
  return (
    <FormModal<StoreValues>
      modal={modal}
      title={title}
      toInput={(values) => ({ name: values.name.trim(), phone: textOrNull(values.phone), website: textOrNull(values.website) })}
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
    </FormModal>
  );
}

/** A new location names its store (`storeId`); an edited one stays in its own. */
function LocationModal({ modal, title, storeId }: { modal: FormModalState<LocationValues>; title: string; storeId?: string | null }) {
  return (
    <FormModal<LocationValues>
      modal={modal}
      title={title}
      toInput={(values) => ({
        ...(storeId ? { storeId } : {}),
        address: values.address.trim(),
        latitude: values.latitude ?? null,
        longitude: values.longitude ?? null,
        phone: textOrNull(values.phone),
        website: textOrNull(values.website),
      })}
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
    </FormModal>
  );
}
