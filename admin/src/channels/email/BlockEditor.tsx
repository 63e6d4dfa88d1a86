// The e-mail's blocks, edited one by one: headings, texts, images from the media library (or an address),
// buttons with their link, dividers; moved up and down, removed, added at the end; and the two colours.
// An antd form control: `value` / `onChange` with the whole design.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Card, Col, Flex, Form, Input, Row, Space, Typography } from "antd";
import { EMAIL_LIMITS, starterEmailDesign, type EmailBlock, type EmailBlockType, type EmailColours, type EmailDesign } from "@shared/emailDesign.js";
import { MediaPicker } from "../../components/media/MediaPicker";

const BLOCK_LABELS: Record<EmailBlockType, string> = {
  heading: "Επικεφαλίδα",
  text: "Κείμενο",
  image: "Εικόνα",
  button: "Κουμπί",
  divider: "Διαχωριστικό",
};

const NEW_BLOCK: Record<EmailBlockType, EmailBlock> = {
  heading: { type: "heading", text: "" },
  text: { type: "text", text: "" },
  image: { type: "image", src: "", alt: "", href: null },
  button: { type: "button", label: "", href: "" },
  divider: { type: "divider" },
};

const LINK_HELP = "https://…, mailto:… ή {wallet} για το πορτοφόλι του πελάτη.";

type Props = { value?: EmailDesign; onChange?: (design: EmailDesign) => void; id?: string };

export function BlockEditor({ value = starterEmailDesign(), onChange, id = "email-design" }: Props) {
  const { blocks, colours } = value;
  const set = (next: Partial<EmailDesign>) => onChange?.({ ...value, ...next });
  const setBlock = (index: number, block: EmailBlock) => set({ blocks: blocks.map((current, at) => (at === index ? block : current)) });
  const move = (index: number, by: number) => {
    const next = [...blocks];
    const [block] = next.splice(index, 1);
    next.splice(index + by, 0, block);
    set({ blocks: next });
  };
  const setColour = (key: keyof EmailColours, colour: string) => set({ colours: { ...colours, [key]: colour } });

  return (
    <div className="email-blocks" id={id}>
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item label="Χρώμα κουμπιών και γραμμών" htmlFor={`${id}-accent`}>
            <Input
              id={`${id}-accent`}
              type="color"
              className="email-colour"
              value={colours.accent}
              onChange={(event) => setColour("accent", event.target.value)}
            />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item label="Χρώμα φόντου" htmlFor={`${id}-background`}>
            <Input
              id={`${id}-background`}
              type="color"
              className="email-colour"
              value={colours.background}
              onChange={(event) => setColour("background", event.target.value)}
            />
          </Form.Item>
        </Col>
      </Row>
      {blocks.length === 0 && (
        <Typography.Paragraph type="secondary">Το e-mail δεν έχει ακόμη στοιχεία: προσθέστε από τα κουμπιά παρακάτω.</Typography.Paragraph>
      )}
      {blocks.map((block, index) => {
        const label = `${index + 1}. ${BLOCK_LABELS[block.type]}`;
        return (
          <Card
            // The blocks have no ids of their own; their fields are controlled, so a position is enough.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            size="small"
            className="email-block"
            data-testid="email-block"
            title={label}
            extra={
              <Space size={0}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={`Μετακίνηση επάνω: ${label}`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={`Μετακίνηση κάτω: ${label}`}
                  disabled={index === blocks.length - 1}
                  onClick={() => move(index, 1)}
                />
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Αφαίρεση: ${label}`}
                  onClick={() => set({ blocks: blocks.filter((_, at) => at !== index) })}
                />
              </Space>
            }
          >
            <BlockFields block={block} id={`${id}-${index}`} onChange={(next) => setBlock(index, next)} />
          </Card>
        );
      })}
      <Flex gap={8} wrap="wrap" align="center" role="group" aria-label="Προσθήκη στοιχείου">
        <Typography.Text type="secondary">Προσθήκη:</Typography.Text>
        {(Object.keys(BLOCK_LABELS) as EmailBlockType[]).map((type) => (
          <Button
            key={type}
            size="small"
            icon={<PlusOutlined />}
            disabled={blocks.length >= EMAIL_LIMITS.blocks}
            onClick={() => set({ blocks: [...blocks, NEW_BLOCK[type]] })}
          >
            {BLOCK_LABELS[type]}
          </Button>
        ))}
      </Flex>
    </div>
  );
}

function BlockFields({ block, id, onChange }: { block: EmailBlock; id: string; onChange: (block: EmailBlock) => void }) {
  switch (block.type) {
    case "heading":
      return (
        <Form.Item label="Κείμενο επικεφαλίδας" htmlFor={id}>
          <Input id={id} maxLength={EMAIL_LIMITS.heading} value={block.text} onChange={(event) => onChange({ ...block, text: event.target.value })} />
        </Form.Item>
      );
    case "text":
      return (
        <Form.Item label="Κείμενο" htmlFor={id} extra="Μια κενή γραμμή ξεκινά νέα παράγραφο.">
          <Input.TextArea
            id={id}
            autoSize={{ minRows: 3, maxRows: 12 }}
            maxLength={EMAIL_LIMITS.text}
            value={block.text}
            onChange={(event) => onChange({ ...block, text: event.target.value })}
          />
        </Form.Item>
      );
    case "image":
      return (
        <>
          <Form.Item label="Εικόνα" htmlFor={`${id}-pick`}>
            <MediaPicker id={`${id}-pick`} title="Εικόνα e-mail" value={block.src || null} onChange={(src) => onChange({ ...block, src: src ?? "" })} />
          </Form.Item>
          <Form.Item label="Διεύθυνση εικόνας" htmlFor={`${id}-src`} extra="Από τη βιβλιοθήκη, ή μια διεύθυνση https:// εικόνας.">
            <Input
              id={`${id}-src`}
              maxLength={EMAIL_LIMITS.url}
              value={block.src}
              onChange={(event) => onChange({ ...block, src: event.target.value.trim() })}
            />
          </Form.Item>
          <Form.Item label="Περιγραφή εικόνας" htmlFor={`${id}-alt`} extra="Για όσους δεν βλέπουν την εικόνα.">
            <Input id={`${id}-alt`} maxLength={EMAIL_LIMITS.alt} value={block.alt} onChange={(event) => onChange({ ...block, alt: event.target.value })} />
          </Form.Item>
          <Form.Item label="Σύνδεσμος εικόνας (προαιρετικός)" htmlFor={`${id}-href`} extra={LINK_HELP}>
            <Input
              id={`${id}-href`}
              maxLength={EMAIL_LIMITS.url}
              value={block.href ?? ""}
              onChange={(event) => onChange({ ...block, href: event.target.value.trim() || null })}
            />
          </Form.Item>
        </>
      );
    case "button":
      return (
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item label="Κείμενο κουμπιού" htmlFor={`${id}-label`}>
              <Input
                id={`${id}-label`}
                maxLength={EMAIL_LIMITS.label}
                value={block.label}
                onChange={(event) => onChange({ ...block, label: event.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item label="Σύνδεσμος κουμπιού" htmlFor={`${id}-href`} extra={LINK_HELP}>
              <Input
                id={`${id}-href`}
                maxLength={EMAIL_LIMITS.url}
                value={block.href}
                onChange={(event) => onChange({ ...block, href: event.target.value.trim() })}
              />
            </Form.Item>
          </Col>
        </Row>
      );
    case "divider":
      return <Typography.Text type="secondary">Μια γραμμή στο χρώμα των κουμπιών.</Typography.Text>;
  }
}
