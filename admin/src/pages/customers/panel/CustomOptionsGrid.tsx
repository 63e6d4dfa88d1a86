// The shop's own questions about a customer (favourite drink, milk, student...): LIST options as
// toggle chips that can be picked together, BOOLEAN options as a switch. A change shows at once; a failed
// one is quietly undone (the screen goes back to what is stored), and the fields are read again either way.
import { CheckOutlined } from "@ant-design/icons";
import { Button, Col, Row, Space, Switch, Typography } from "antd";
import { useState } from "react";
import { useCustomCall } from "../../../providers/customCalls";
import { applyFieldChange, BOOLEAN_ON, hasField, type FieldChange, type FieldPair } from "./customFields";
import type { CustomField, CustomOptionDefinition } from "./queries";

/**
 * The fields as shown: the server's, with the changes still on their way applied on top. A change
 * leaves once the server's fields include it (read again after it succeeded) or at once if it failed.
 */
function useToggleField(phone: string, fields: CustomField[], reload: () => Promise<unknown>) {
  const { run } = useCustomCall();
  const [pending, setPending] = useState<FieldChange[]>([]);
  const settle = (change: FieldChange) => setPending((current) => current.filter((candidate) => candidate !== change));
  const toggle = async (change: FieldChange) => {
    setPending((current) => [...current, change]);
    const input = { phone, key: change.key, value: change.value };
    try {
      await (change.selected ? run("customOption.add", input) : run("customOption.delete", input));
    } catch {
      settle(change);
      void reload();
      return;
    }
    await reload();
    settle(change);
  };
  const shown = pending.reduce<FieldPair[]>(applyFieldChange, fields);
  return { shown, toggle: (change: FieldChange) => void toggle(change) };
}

type ChipProps = { label: string; checked: boolean; onChange: (checked: boolean) => void };

/** A LIST choice: a round toggle button, pressed while chosen. */
function ChoiceChip({ label, checked, onChange }: ChipProps) {
  return (
    <Button
      shape="round"
      type={checked ? "primary" : "default"}
      icon={checked ? <CheckOutlined /> : undefined}
      aria-pressed={checked}
      onClick={() => onChange(!checked)}
    >
      {label}
    </Button>
  );
}

type Props = { phone: string; options: CustomOptionDefinition[]; fields: CustomField[]; reload: () => Promise<unknown> };

export function CustomOptionsGrid({ phone, options, fields: stored, reload }: Props) {
  const { shown: fields, toggle } = useToggleField(phone, stored, reload);
  if (options.length === 0) {
    return <Typography.Text type="secondary">Το κατάστημα δεν έχει ορίσει επιλογές πελατών.</Typography.Text>;
  }
  return (
    <Row gutter={[16, 16]}>
      {options.map((option) => (
        <Col key={option.key} xs={24} sm={option.type === "BOOLEAN" ? 12 : 24}>
          <Typography.Text type="secondary" style={{ display: "block", marginBottom: 6 }}>
            {option.key}
          </Typography.Text>
          {option.type === "BOOLEAN" ? (
            <Switch
              aria-label={option.key}
              checkedChildren="Ναι"
              unCheckedChildren="Όχι"
              checked={hasField(fields, option.key, BOOLEAN_ON)}
              onChange={(selected) => toggle({ key: option.key, value: BOOLEAN_ON, selected, type: "BOOLEAN" })}
            />
          ) : (
            <Space size={[6, 8]} wrap role="group" aria-label={option.key}>
              {option.options.map(({ id, label }) => (
                <ChoiceChip
                  key={id}
                  label={label}
                  checked={hasField(fields, option.key, id)}
                  onChange={(selected) => toggle({ key: option.key, value: id, selected, type: "LIST" })}
                />
              ))}
            </Space>
          )}
        </Col>
      ))}
    </Row>
  );
}
