// Contact between a shop and the platform: threads, replies and each side's unread counts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, type ApiClient } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { failure } from "../helpers/errors.js";
import { createShop } from "../helpers/shop.js";

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAs(server.url, "admin");
});
afterAll(() => server?.close());

describe("contact threads", () => {
  it("round-trips a conversation with unread counts on both sides", async () => {
    const shop = await createShop(server.db);
    const owner = await shop.signIn(server.url);

    const thread = await owner.trpc.messageThread.create.mutate({ title: "Πρόβλημα με τις στάμπες", text: "Δεν εμφανίζονται οι στάμπες." });
    expect(thread).toMatchObject({ title: "Πρόβλημα με τις στάμπες", unread: 0 });
    const adminRow = () => admin.trpc.messageThread.adminList.query().then((rows) => rows.find((row) => row.id === thread.id));
    expect(await adminRow()).toMatchObject({ unread: 1, company: { id: shop.company.id, name: shop.company.name } });

    const opened = await admin.trpc.messageThread.adminGet.query({ id: thread.id });
    expect(opened.messages).toEqual([expect.objectContaining({ text: "Δεν εμφανίζονται οι στάμπες.", fromPlatform: false, mine: false })]);
    expect(await adminRow()).toMatchObject({ unread: 0 });
    // The shop sees its message read by the platform.
    expect((await owner.trpc.messageThread.get.query({ id: thread.id })).messages[0].read).toBe(true);

    const reply = await admin.trpc.messageThread.adminReply.mutate({ threadId: thread.id, text: "Το κοιτάμε αμέσως." });
    expect(reply).toMatchObject({ fromPlatform: true, mine: true, read: false });
    await admin.trpc.messageThread.adminReply.mutate({ threadId: thread.id, text: "Διορθώθηκε." });
    expect(await owner.trpc.messageThread.list.query()).toEqual([expect.objectContaining({ id: thread.id, unread: 2 })]);
    expect(await owner.trpc.messageThread.unreadCount.query()).toEqual({ count: 2 });

    const conversation = await owner.trpc.messageThread.get.query({ id: thread.id });
    expect(conversation.messages.map((message) => [message.text, message.fromPlatform])).toEqual([
      ["Δεν εμφανίζονται οι στάμπες.", false],
      ["Το κοιτάμε αμέσως.", true],
      ["Διορθώθηκε.", true],
    ]);
    expect(await owner.trpc.messageThread.unreadCount.query()).toEqual({ count: 0 });

    await owner.trpc.messageThread.send.mutate({ threadId: thread.id, text: "Ευχαριστώ!" });
    expect(await adminRow()).toMatchObject({ unread: 1 });
    expect(await owner.trpc.messageThread.list.query()).toEqual([expect.objectContaining({ id: thread.id, unread: 0 })]);
  });

  it("keeps each shop to its own threads and the platform side to platform admins", async () => {
    const shop = await createShop(server.db);
    const other = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const stranger = await other.signIn(server.url);
    const thread = await owner.trpc.messageThread.create.mutate({ title: "Τιμολόγηση", text: "Ερώτηση για τη συνδρομή." });

    expect((await failure(stranger.trpc.messageThread.get.query({ id: thread.id }))).message).toBe("Η συζήτηση δεν βρέθηκε.");
    expect((await failure(stranger.trpc.messageThread.send.mutate({ threadId: thread.id, text: "Γεια" }))).data?.code).toBe("NOT_FOUND");
    expect(await stranger.trpc.messageThread.list.query()).toEqual([]);
    expect((await failure(owner.trpc.messageThread.adminList.query())).data?.code).toBe("FORBIDDEN");
    expect((await failure(owner.trpc.messageThread.adminReply.mutate({ threadId: thread.id, text: "Απάντηση" }))).data?.code).toBe("FORBIDDEN");
    const empty = await failure(owner.trpc.messageThread.send.mutate({ threadId: thread.id, text: "   " }));
    expect(empty.data?.code).toBe("BAD_REQUEST");
    expect(await server.db.message.count({ where: { threadId: thread.id } })).toBe(1);
  });
});
