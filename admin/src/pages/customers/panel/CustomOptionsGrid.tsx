// The shop's own questions about a customer (favourite drink, milk, student...): LIST options as
// toggle chips that can be picked together, BOOLEAN options as a switch. A change shows at once; a failed
// one is quietly undone (SPEC section 8), and the list is read again either way.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckOutlined } from "@ant-design/icons";
import { Button, Col, Row, Space, Switch, Typography } from "antd";
import { trpc } from "../../../lib/trpc";
import { applyFieldChange, BOOLEAN_ON, hasField, type FieldChange } from "./customFields";
import { keys, type CustomField, type CustomOptionDefinition } from "./queries";

function useToggleField(phone: string) {
  const client = useQueryClient();
  const queryKey = keys.fields(phone);
  return useMutation({
    mutationFn: ({ key, value, selected }: FieldChange) =>
      selected ? trpc.customOption.add.mutate({ phone, key, value }) : trpc.customOption.delete.mutate({ phone, key, value }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<CustomField[]>(queryKey);
      client.setQueryData(queryKey, applyFieldChange(previous ?? [], change));
      return { previous };
    },
    onError: (_error, _change, context) => client.setQueryData(queryKey, context?.previous),
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
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

type Props = { phone: string; options: CustomOptionDefinition[]; fields: CustomField[] };

export function CustomOptionsGrid({ phone, options, fields }: Props) {
  const toggle = useToggleField(phone);
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
              onChange={(selected) => toggle.mutate({ key: option.key, value: BOOLEAN_ON, selected, type: "BOOLEAN" })}
            />
          ) : (
            <Space size={[6, 8]} wrap role="group" aria-label={option.key}>
              {option.options.map(({ id, label }) => (
                <ChoiceChip
                  key={id}
                  label={label}
                  checked={hasField(fields, option.key, id)}
                  onChange={(selected) => toggle.mutate({ key: option.key, value: id, selected, type: "LIST" })}
                />
              ))}
            </Space>
          )}
        </Col>
      ))}
    </Row>
  );
}
