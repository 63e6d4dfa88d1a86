// A campaign's links name the origin it was launched on, whichever server process sends it. Servers
// behind one database share the send queue; one started with another PUBLIC_ORIGIN (or, in this test
// suite, on another port) must not send the owner's previewed message with its own address in it.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SEND_CAMPAIGN_JOB, sendCampaignJob, type SendCampaignJobData } from "../../server/src/campaigns/sendJob.js";
import { walletUrl } from "../../server/src/shared/walletLink.js";
import { addSubmission } from "../helpers/campaigns.js";
import { audienceCustomer } from "../helpers/customers.js";
import { startServer, testEnv, type TestServer } from "../helpers/server.js";
import { createShop } from "../helpers/shop.js";

const JOBS_SCHEMA = `jobs_origin_${randomUUID().slice(0, 8)}`;
const OTHER_ORIGIN = "http://other-process.example:4999";
let server: TestServer;

beforeAll(async () => {
  // A queue of its own: no other test server takes this test's job.
  server = await startServer({ env: { JOBS_SCHEMA } });
});
afterAll(() => server?.close());

it("sends the wallet and unsubscribe links of the launching server's origin, from a process with another", async () => {
  const shop = await createShop(server.db);
  const owner = await shop.signIn(server.url);
  const customer = await audienceCustomer(server.db, shop.company.id);
  const submission = await addSubmission(server.db, shop.company.id, "EMAIL", "APPROVED");
  await server.db.customerField.create({ data: { customerId: customer.id, key: "batch", value: submission.id } });
  // Scheduled an hour ahead, so that only this test runs the job.
  const launched = await owner.trpc.campaign.launch.mutate({
    id: submission.id,
    audience: { kind: "filter", customOptions: [{ key: "batch", value: submission.id }] },
    scheduleAt: new Date(Date.now() + 3600_000).toISOString(),
  });

  const [job] = await server.db.$queryRawUnsafe<{ id: string; data: SendCampaignJobData }[]>(
    `SELECT id, data FROM "${JOBS_SCHEMA}".job WHERE name = $1 AND data->>'campaignId' = $2`,
    SEND_CAMPAIGN_JOB,
    launched.campaignId,
  );
  expect(job.data).toEqual({ campaignId: launched.campaignId, publicOrigin: server.publicOrigin });

  // Another process takes the job: its own origin is OTHER_ORIGIN.
  const other = { db: server.db, pool: undefined as never, env: testEnv({ PUBLIC_ORIGIN: OTHER_ORIGIN }), log: server.log, mailer: undefined as never };
  await sendCampaignJob.handler([{ id: job.id, name: SEND_CAMPAIGN_JOB, data: job.data } as never], other);

  const sent = await server.db.outboxMessage.findFirstOrThrow({ where: { to: customer.email! } });
  expect(sent.text).toContain(walletUrl(server.publicOrigin, shop.company.slug));
  expect(sent.text).toContain(`${server.publicOrigin}/unsubscribe?token=`);
  expect(sent.text).not.toContain(OTHER_ORIGIN);
});
