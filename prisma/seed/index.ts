// `npm run db:seed`: loads the demo data into the database at DATABASE_URL.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../server/src/generated/prisma/client.js";
import { seed } from "./seed.js";

const connectionString = process.env.DATABASE_URL;
if (!connectionString) {
  console.error("DATABASE_URL is not set");
  process.exit(1);
}

const db = new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
const startedAt = Date.now();
try {
  await seed(db, { info: (fields: object, message: string) => console.log(message, fields) });
  console.log(`demo data ready in ${Date.now() - startedAt} ms`);
} finally {
  await db.$disconnect();
}
