// The shop's staff (what each employee may use, disabling and enabling their access) and the
// invitations not yet accepted (invite, resend with a new link, cancel).
import type { CallList, Client } from "./byPath";
import { createWith, wholeList, type Resource } from "./resource";

export function staffResources(trpc: Client) {
  return {
    staff: { getList: async () => wholeList(await trpc.staff.list.query()) },
    "staff-invitations": {
      getList: async () => wholeList(await trpc.staff.invitations.query()),
      create: createWith(trpc.staff.invite),
      deleteOne: (id) => trpc.staff.cancelInvitation.mutate({ id: String(id) }),
    },
  } satisfies Record<string, Resource>;
}

export const staffCalls = {
  "staff.setAccess": "mutation",
  "staff.disable": "mutation",
  "staff.enable": "mutation",
  "staff.resendInvitation": "mutation",
} satisfies CallList;
