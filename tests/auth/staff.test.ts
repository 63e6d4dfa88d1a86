// Staff management by the shop owner: who may do what, and invitations that are never half made.
import { describe, expect, it } from "vitest";
import { signInAs } from "../helpers/client.js";
import { startServer, useServer } from "../helpers/server.js";
import { codeOf } from "../helpers/errors.js";
import { uniqueEmail } from "../helpers/unique.js";

const demo = useServer();

describe("staff management", () => {
  it("lets only the owner manage staff, never disabling the owner or another shop's staff", async () => {
    const staff = await signInAs(demo.server.url, "staff");
    expect(await codeOf(staff.trpc.staff.list.query())).toBe("FORBIDDEN");
    expect(await codeOf(staff.trpc.staff.invite.mutate({ email: uniqueEmail("staff") }))).toBe("FORBIDDEN");
    const ownerRow = (await demo.owner.trpc.staff.list.query()).find((m) => m.role === "OWNER")!;
    expect(ownerRow.email).toBe("owner@kafe-athina.gr");
    expect(await codeOf(demo.owner.trpc.staff.disable.mutate({ id: ownerRow.id }))).toBe("FORBIDDEN");
    const nikos = await signInAs(demo.server.url, "nikos");
    const nikosRow = (await nikos.trpc.staff.list.query())[0];
    expect(await codeOf(demo.owner.trpc.staff.disable.mutate({ id: nikosRow.id }))).toBe("NOT_FOUND");
    expect(await codeOf(demo.owner.trpc.staff.invite.mutate({ email: "staff@kafe-athina.gr" }))).toBe("CONFLICT");
  });

  it("undoes an invitation whose e-mail cannot be sent", async () => {
    const unreachableMail = await startServer({ env: { SMTP_URL: "smtp://127.0.0.1:1" } });
    try {
      const client = await signInAs(unreachableMail.url, "owner");
      const email = uniqueEmail("unsent");
      await expect(client.trpc.staff.invite.mutate({ email })).rejects.toMatchObject({
        message: "Το e-mail της πρόσκλησης δεν στάλθηκε. Δοκιμάστε ξανά αργότερα.",
        data: { code: "INTERNAL_SERVER_ERROR" },
      });
      expect(await demo.server.db.user.count({ where: { email } })).toBe(0);
      expect(await demo.server.db.staffInvitation.count({ where: { email } })).toBe(0);
    } finally {
      await unreachableMail.close();
    }
  });
});
