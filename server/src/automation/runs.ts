// The daily automation's runs: one ScheduleRun per job name, shop and day. Opening a run that exists
// (a re-run, or a second server process at the same moment) returns the same row, so everything the run
// gives or takes is keyed by it and written with conditional inserts: nothing happens twice.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/client.js";
import type { Prisma } from "../generated/prisma/client.js";

export type RunName = "birthday" | "points-expiry" | "points-expiry-warning";

export type ScheduleRunRef = { id: string; finished: boolean };

export async function openRun(db: Db, name: RunName, companyId: string, day: string): Promise<ScheduleRunRef> {
  const [run] = await db.$queryRaw<{ id: string; metadata: Prisma.JsonValue }[]>`
    INSERT INTO "ScheduleRun" (id, name, "companyId", day, "createdAt", "updatedAt")
    VALUES (${randomUUID()}, ${name}, ${companyId}, ${day}::date, now(), now())
    ON CONFLICT (name, "companyId", day) DO UPDATE SET "updatedAt" = "ScheduleRun"."updatedAt"
    RETURNING id, metadata`;
  const metadata = run.metadata as { finishedAt?: string } | null;
  return { id: run.id, finished: Boolean(metadata?.finishedAt) };
}

/** Marks the run done (a later run of the same day then skips it) with what it did. */
export async function finishRun(db: Db, run: ScheduleRunRef, result: Record<string, number>) {
  await db.scheduleRun.update({ where: { id: run.id }, data: { metadata: { ...result, finishedAt: new Date().toISOString() } } });
}
