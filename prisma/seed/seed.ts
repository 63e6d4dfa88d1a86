// Demo data: the shops "Καφέ Αθηνά" and "Φούρνος Νίκος", five smaller cafés (so the café domain's comparison
// has figures), their customers and a year of activity, the domain figures of today, and the demo sign-ins. Run by `npm run db:seed`, at the first start of an empty embedded database, and by the
// test setup. Safe to run again, and at the same time as another run: everything happens in one database
// transaction under an advisory lock, and a shop whose slug exists is left as it is.
import type { PrismaClient } from "../../server/src/generated/prisma/client.js";
import { computeBenchmarks } from "../../server/src/analytics/benchmarks.js";
import type { Db } from "../../server/src/db/client.js";
import { athensDayOf } from "../../server/src/shared/analytics.js";
import { ensureOwnerUsers, ensureSignInUsers } from "./accounts.js";
import { DAY } from "./customers.js";
import { generatePeople } from "./people.js";
import { ensurePlatformRows } from "./platform.js";
import { seedShop } from "./shop.js";
import { neighbourCafes } from "./shops/cafes.js";
import { fournosNikos } from "./shops/fournos-nikos.js";
import { kafeAthina } from "./shops/kafe-athina.js";

export async function seed(db: PrismaClient, log?: { info(fields: object, message: string): void }): Promise<void> {
  const now = new Date();
  await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('loyalty-demo-seed'))`;
      const usersSince = new Date(now.getTime() - 400 * DAY);
      const users = await ensureSignInUsers(tx, usersSince);
      const socialMedia = await ensurePlatformRows(tx);
      const people = generatePeople(220);
      const cafes = neighbourCafes();
      for (const [email, id] of await ensureOwnerUsers(
        tx,
        cafes.map((cafe) => cafe.owner),
        usersSince,
      ))
        users.set(email, id);
      for (const spec of [kafeAthina(now), fournosNikos(), ...cafes]) {
        const created = await seedShop(tx, spec, { now, people, users, socialMedia });
        if (created) log?.info({ shop: spec.company.slug, ...created }, "demo shop created");
        else log?.info({ shop: spec.company.slug }, "demo shop already present, left as it is");
      }
      // What the daily job would compute tonight, so «Ο κλάδος μου» has figures from the first start.
      await computeBenchmarks(tx as unknown as Db, athensDayOf(now));
    },
    // A second run waits here for the first one; PGlite is slower than PostgreSQL.
    { maxWait: 60_000, timeout: 600_000 },
  );
}
