// What an employee may use besides the counter, chosen by the owner on the staff page. The server
// holds it from the employee's next request (shared/staffAccess.ts).
import { useInvalidate } from "@refinedev/core";
import { Select, Typography } from "antd";
import { STAFF_ACCESS_LEVELS, staffAccessLabels, type StaffAccess } from "@shared/staffAccess.js";
import { errorNotification, successNotification } from "../../lib/notifications";
import type { RouterOutputs } from "../../lib/routerTypes";
import { useCustomCall } from "../../providers/customCalls";

type StaffMember = RouterOutputs["staff"]["list"][number];

const options = STAFF_ACCESS_LEVELS.map((level) => ({
  value: level,
  label: staffAccessLabels[level].label,
  description: staffAccessLabels[level].description,
}));

export function AccessLevelSelect({ member }: { member: StaffMember }) {
  const { run, isLoading } = useCustomCall();
  const invalidate = useInvalidate();
  if (member.role === "OWNER") return <Typography.Text type="secondary">Όλα</Typography.Text>;
  const who = member.name ?? member.email ?? "";
  const setAccess = async (access: StaffAccess) => {
    try {
      await run(
        "staff.setAccess",
        { id: member.id, access },
        { successNotification: successNotification(`Δικαιώματα: ${who} — ${staffAccessLabels[access].label}.`), errorNotification },
      );
    } catch {
      // Told by the error toast; the list is read again below.
    } finally {
      void invalidate({ resource: "staff", invalidates: ["list"] });
    }
  };
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
      onChange={(access) => void setAccess(access)}
    />
  );
}
