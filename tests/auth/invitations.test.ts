// Staff invitations through /api/trpc: a shop learns nothing about the account behind an e-mail, a
// person joins only by accepting the mailed link, and disabling a member ends that membership only.
import { describe, expect, it } from "vitest";
import { INVITATIONS_PER_DAY } from "../../server/src/staff/invitations.js";
import { ApiClient, demo as demoAccounts, signIn, signInAs } from "../helpers/client.js";
import { useServer } from "../helpers/server.js";
import { newEmployee } from "./support.js";
import { codeOf } from "../helpers/errors.js";
import { invitationToken } from "../helpers/outbox.js";
import { createShop } from "../helpers/shop.js";
import { unique, uniqueEmail } from "../helpers/unique.js";

const demo = useServer();

describe("staff invitations", () => {
  it("a rival shop inviting another owner's e-mail learns nothing and cannot sign them out", async () => {
    const { url, db } = demo.server;
    const victimShop = await createShop(db);
    const victim = await victimShop.signIn(url);
    const victimEmail = (await victim.trpc.auth.getSession.query())!.user.email!;
    const rival = await (await createShop(db)).signIn(url);

    const invited = await rival.trpc.staff.invite.mutate({ email: victimEmail });
    const unknown = await rival.trpc.staff.invite.mutate({ email: uniqueEmail("nobody") });
    // The same answer whether or not an account exists: the typed e-mail and "pending", nothing else.
    expect(Object.keys(invited).sort()).toEqual(["createdAt", "email", "expiresAt", "id", "state"]);
    expect(invited).toMatchObject({ email: victimEmail, state: "pending" });
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(invited).sort());
    expect(JSON.stringify(invited)).not.toContain("Ιδιοκτήτης Δοκιμής");
    const pending = await rival.trpc.staff.invitations.query();
    expect(pending.map((i) => i.email).sort()).toEqual([victimEmail, unknown.email].sort());

    // Not on the rival's staff, so there is nothing to disable; the victim's session goes on.
    const staff = await rival.trpc.staff.list.query();
    expect(staff.map((m) => m.email)).not.toContain(victimEmail);
    expect(await db.employee.count({ where: { user: { email: victimEmail } } })).toBe(1);
    expect((await victim.trpc.company.get.query()).name).toBe(victimShop.company.name);

    // The invitation mail: a fixed subject, the shop's name only quoted in the body.
    const mail = await db.outboxMessage.findFirst({ where: { to: victimEmail }, orderBy: { createdAt: "desc" } });
    expect(mail?.subject).toBe("Πρόσκληση στο προσωπικό καταστήματος");
  });

  it("never invites the shop's own owner, and never mails a platform admin", async () => {
    const { url, db } = demo.server;
    const shop = await createShop(db);
    const owner = await shop.signIn(url);
    const ownEmail = (await owner.trpc.auth.getSession.query())!.user.email!;
    expect(await codeOf(owner.trpc.staff.invite.mutate({ email: ownEmail }))).toBe("BAD_REQUEST");

    const sentBefore = await db.outboxMessage.count({ where: { to: demoAccounts.admin.email } });
    const invited = await owner.trpc.staff.invite.mutate({ email: demoAccounts.admin.email });
    expect(invited.state).toBe("pending");
    expect(await db.outboxMessage.count({ where: { to: demoAccounts.admin.email } })).toBe(sentBefore);
    expect(await db.employee.count({ where: { companyId: shop.company.id } })).toBe(1);
  });

  it("joins a new person only when they accept the link with a password, once", async () => {
    const { url, db } = demo.server;
    const shop = await createShop(db);
    const owner = await shop.signIn(url);
    const email = uniqueEmail("new");
    const sentAt = new Date();
    await owner.trpc.staff.invite.mutate({ email });
    expect((await owner.trpc.staff.list.query()).map((m) => m.email)).not.toContain(email);
    expect(await db.user.count({ where: { email } })).toBe(0);

    const token = await invitationToken(db, email, sentAt);
    const anonymous = new ApiClient(url);
    expect(await anonymous.trpc.invitation.preview.query({ token })).toMatchObject({ shopName: shop.company.name, email, hasAccount: false });
    expect(await codeOf(anonymous.trpc.invitation.accept.mutate({ token }))).toBe("BAD_REQUEST");
    const password = `password-${unique()}`;
    expect(await anonymous.trpc.invitation.accept.mutate({ token, password, name: "Μαρία" })).toMatchObject({ newAccount: true });
    expect(await codeOf(anonymous.trpc.invitation.accept.mutate({ token, password }))).toBe("BAD_REQUEST");

    const member = await signIn(url, email, password);
    expect((await member.trpc.company.get.query()).name).toBe(shop.company.name);
    expect(await owner.trpc.staff.invitations.query()).toEqual([]);
    expect((await owner.trpc.staff.list.query()).find((m) => m.email === email)).toMatchObject({ name: "Μαρία", role: "EMPLOYEE" });
  });

  it("an existing account accepts only while signed in as the invited address", async () => {
    const { url, db } = demo.server;
    const home = await createShop(db);
    const { email, password, client: person } = await newEmployee(url, db, await home.signIn(url));
    const other = await createShop(db);
    const otherOwner = await other.signIn(url);
    const sentAt = new Date();
    await otherOwner.trpc.staff.invite.mutate({ email });
    const token = await invitationToken(db, email, sentAt);

    expect(await codeOf(new ApiClient(url).trpc.invitation.accept.mutate({ token, password: "chosen-by-someone" }))).toBe("UNAUTHORIZED");
    expect(await codeOf(otherOwner.trpc.invitation.accept.mutate({ token }))).toBe("UNAUTHORIZED");
    expect(await person.trpc.invitation.accept.mutate({ token })).toMatchObject({ newAccount: false, shopName: other.company.name });
    // The password is still the person's own.
    await signIn(url, email, password);
    expect(await db.employee.count({ where: { user: { email }, disabledAt: null } })).toBe(2);
  });

  it("disabling a member refuses them in that shop only, leaving their sessions and other shops alone", async () => {
    const { url, db } = demo.server;
    const first = await createShop(db);
    const firstOwner = await first.signIn(url);
    const { member, email, client: person } = await newEmployee(url, db, firstOwner);
    const second = await createShop(db);
    const secondOwner = await second.signIn(url);

    // Only shop: disabling refuses the next request to the shop, but the person stays signed in.
    await firstOwner.trpc.staff.disable.mutate({ id: member.id });
    expect(await codeOf(person.trpc.company.get.query())).toBe("NOT_FOUND");
    expect((await person.trpc.auth.getSession.query())?.user.email).toBe(email);

    // With a second shop, the person goes on working there.
    const sentAt = new Date();
    await secondOwner.trpc.staff.invite.mutate({ email });
    await person.trpc.invitation.accept.mutate({ token: await invitationToken(db, email, sentAt) });
    expect((await person.trpc.company.get.query()).name).toBe(second.company.name);
    expect(await db.session.count({ where: { user: { email } } })).toBeGreaterThan(0);
  });

  it("cancels and resends invitations, and limits them per shop and day", async () => {
    const { url, db } = demo.server;
    const shop = await createShop(db);
    const owner = await shop.signIn(url);
    const email = uniqueEmail("later");
    let sentAt = new Date();
    const invitation = await owner.trpc.staff.invite.mutate({ email });
    const firstToken = await invitationToken(db, email, sentAt);

    sentAt = new Date();
    const resent = await owner.trpc.staff.resendInvitation.mutate({ id: invitation.id });
    const secondToken = await invitationToken(db, email, sentAt);
    expect(secondToken).not.toBe(firstToken);
    expect(await codeOf(new ApiClient(url).trpc.invitation.preview.query({ token: firstToken }))).toBe("BAD_REQUEST");
    expect((await owner.trpc.staff.invitations.query()).map((i) => i.id)).toEqual([resent.id]);

    await owner.trpc.staff.cancelInvitation.mutate({ id: resent.id });
    expect(await owner.trpc.staff.invitations.query()).toEqual([]);
    expect(await codeOf(new ApiClient(url).trpc.invitation.accept.mutate({ token: secondToken, password: "a-password-123" }))).toBe("BAD_REQUEST");
    // Another shop cannot touch this shop's invitations.
    const rival = await signInAs(url, "nikos");
    expect(await codeOf(rival.trpc.staff.cancelInvitation.mutate({ id: invitation.id }))).toBe("NOT_FOUND");

    // Two invitations made so far today; the daily limit counts them.
    for (let i = 2; i < INVITATIONS_PER_DAY; i++) await owner.trpc.staff.invite.mutate({ email: uniqueEmail("bulk") });
    expect(await codeOf(owner.trpc.staff.invite.mutate({ email: uniqueEmail("bulk") }))).toBe("TOO_MANY_REQUESTS");
  }, 30_000);
});
