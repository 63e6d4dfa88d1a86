// Which tRPC procedure serves each Refine operation of each resource. Typed against AppRouter:
// a renamed or removed procedure fails the type check here.
import { trpc, type RouterInputs } from "../lib/trpc";
import type { ResourceProcedures } from "./dataProvider";

/** A procedure that returns the whole list (small lists: staff, the latest outbox messages). */
function wholeList<T extends { id: string }>(rows: T[]) {
  return { data: rows, total: rows.length };
}

/** One row of a whole list (rewards have no read-one procedure: the list is short). */
function oneOf<T extends { id: string }>(rows: T[], id: unknown, notFound: string): T {
  const row = rows.find((candidate) => candidate.id === String(id));
  if (!row) throw new Error(notFound);
  return row;
}

const REWARD_NOT_FOUND = "Η ανταμοιβή δεν βρέθηκε.";

export const procedures: Record<string, ResourceProcedures> = {
  staff: {
    getList: async () => wholeList(await trpc.staff.list.query()),
    // The owner's changes to a staff member: what they may use (an update with only `access`), or
    // disable or enable their access.
    update: (id, values) =>
      "access" in values
        ? trpc.staff.setAccess.mutate({ id: String(id), access: values.access as RouterInputs["staff"]["setAccess"]["access"] })
        : values.disabled
          ? trpc.staff.disable.mutate({ id: String(id) })
          : trpc.staff.enable.mutate({ id: String(id) }),
  },
  // Invitations not yet accepted: invite, resend (a new link) and cancel.
  "staff-invitations": {
    getList: async () => wholeList(await trpc.staff.invitations.query()),
    create: (values) => trpc.staff.invite.mutate(values as RouterInputs["staff"]["invite"]),
    update: (id) => trpc.staff.resendInvitation.mutate({ id: String(id) }),
    deleteOne: (id) => trpc.staff.cancelInvitation.mutate({ id: String(id) }),
  },
  outbox: {
    getList: async ({ filters }) => {
      const channel = filters?.find((filter) => "field" in filter && filter.field === "channel")?.value as "EMAIL" | "SMS" | "PUSH" | undefined;
      return wholeList(await trpc.outbox.list.query(channel ? { channel } : undefined));
    },
  },
  // Rewards are deactivated, never deleted: an update with only `active` is that switch.
  rewards: {
    getList: async () => wholeList(await trpc.reward.list.query()),
    getOne: async (id) => oneOf(await trpc.reward.list.query(), id, REWARD_NOT_FOUND),
    create: (values) => trpc.reward.create.mutate(values as RouterInputs["reward"]["create"]),
    update: (id, values) =>
      "active" in values
        ? trpc.reward.setActive.mutate({ id: String(id), active: values.active === true })
        : trpc.reward.update.mutate({ ...(values as RouterInputs["reward"]["create"]), id: String(id) }),
  },
  "stamp-rewards": {
    getList: async () => wholeList(await trpc.stampReward.list.query()),
    getOne: async (id) => oneOf(await trpc.stampReward.list.query(), id, REWARD_NOT_FOUND),
    create: (values) => trpc.stampReward.create.mutate(values as RouterInputs["stampReward"]["create"]),
    update: (id, values) =>
      "active" in values
        ? trpc.stampReward.setActive.mutate({ id: String(id), active: values.active === true })
        : trpc.stampReward.update.mutate({ ...(values as RouterInputs["stampReward"]["create"]), id: String(id) }),
  },
};
