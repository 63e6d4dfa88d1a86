// What an employee may use besides the counter, chosen by the owner on the staff page. The server
// holds it from the employee's next request (shared/staffAccess.ts).
import { useUpdate, type HttpError } from "@refinedev/core";
import { Select, Typography } from "antd";
import { STAFF_ACCESS_LEVELS, staffAccessLabels, type StaffAccess } from "@shared/staffAccess.js";
import { errorNotification, successNotification } from "../../lib/notifications";
import type { RouterOutputs } from "../../lib/routerTypes";

type StaffMember = RouterOutputs["staff"]["list"][number];

const options = STAFF_ACCESS_LEVELS.map((level) => ({
  value: level,
  label: staffAccessLabels[level].label,
  description: staffAccessLabels[level].description,
}));

export function AccessLevelSelect({ member }: { member: StaffMember }) {
  const { mutate, isLoading } = useUpdate<StaffMember, HttpError, { access: StaffAccess }>();
  if (member.role === "OWNER") return <Typography.Text type="secondary">Όλα</Typography.Text>;
  const who = member.name ?? member.email ?? "";
  return (
    <Select<StaffAccess>
      aria-label={`Δικαιώματα: ${who}`}
      value={member.access}
      loading={isLoading}
      disabled={isLoading}
      popupMatchSelectWidth={false}
      style={{ width: 220 }}
      options={options}
      optionRender={(option) => (
        <div>
          <div>{option.data.label}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {option.data.description}
          </Typography.Text>
        </div>
      )}
      onChange={(access) =>
        mutate({
          resource: "staff",
          id: member.id,
          values: { access },
          mutationMode: "pessimistic",
          successNotification: successNotification(`Δικαιώματα: ${who} — ${staffAccessLabels[access].label}.`),
          errorNotification,
        })
      }
    />
  );
}
