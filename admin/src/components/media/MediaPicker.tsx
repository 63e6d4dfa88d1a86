// A form field whose value is an image address chosen from the media library (logo, stamp images,
// reward images). Works as an antd Form.Item child: `value` / `onChange`, null when none.
import { DeleteOutlined, PictureOutlined } from "@ant-design/icons";
import { Button, Flex, Modal, Space } from "antd";
import { useState } from "react";
import "./media.css";
import { MediaLibrary } from "./MediaLibrary";

type Props = {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Set by Form.Item, so its label points at the choose button. */
  id?: string;
  /** The modal's title, e.g. "Λογότυπο". */
  title: string;
};

export function MediaPicker({ value, onChange, id, title }: Props) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);

  const openLibrary = () => {
    setChoice(value ?? null);
    setOpen(true);
  };

  return (
    <Flex gap={16} align="center" wrap="wrap">
      <div className="media-field-preview">{value ? <img src={value} alt={title} /> : <PictureOutlined style={{ fontSize: 28, color: "#b5c2bd" }} />}</div>
      <Space wrap>
        <Button id={id} onClick={openLibrary}>
          {value ? "Αλλαγή εικόνας" : "Επιλογή εικόνας"}
        </Button>
        {value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            Αφαίρεση
          </Button>
        )}
      </Space>
      <Modal
        open={open}
        title={`${title}: βιβλιοθήκη πολυμέσων`}
        width={860}
        okText="Επιλογή"
        cancelText="Άκυρο"
        okButtonProps={{ disabled: !choice }}
        onOk={() => {
          onChange?.(choice);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <MediaLibrary variant="shop" selected={choice} onSelect={setChoice} />
      </Modal>
    </Flex>
  );
}
