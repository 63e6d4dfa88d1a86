// Who a campaign goes to. The audience is a set of the shop's customers (everyone, those whose address is
// on one of the shop's lists, or a filter); each of them is then either sendable or skipped with a reason:
//
//   consent       newsAcceptedAt set and stoppedNotifications false (marketing needs both)
//   reachability  one of the campaign type's channels reaches them (each channel's `reach`, channels/):
//                 e.g. an e-mail address that looks like one, a Greek mobile, a device or a browser.
//
// One SQL query (audienceRows) serves the count on the launchpad and the delivery rows of the launch,
// so the number shown is the number sent.
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { channelsOf } from "../channels/registry.js";
import type { CampaignType } from "../channels/types.js";
import type { Db } from "../db/client.js";
import { Prisma } from "../generated/prisma/client.js";
import { idInput } from "../lib/inputs.js";
import { countText } from "../shared/counts.js";

const dayInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Μη έγκυρη ημερομηνία.")
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "Μη έγκυρη ημερομηνία.",
  );

export const audienceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("all") }),
  z.object({ kind: z.literal("emailList"), emailListId: idInput }),
  z.object({
    kind: z.literal("filter"),
    customOptions: z
      .array(z.object({ key: z.string().min(1).max(100), value: z.string().min(1).max(200) }))
      .max(20)
      .optional(),
    minPoints: z.number().int().min(0).max(1_000_000_000).optional(),
    lastVisitBefore: dayInput.optional(),
    lastVisitAfter: dayInput.optional(),
  }),
]);

export type Audience = z.infer<typeof audienceSchema>;

export type AudienceCount = { total: number; eligible: number; noConsent: number; unreachable: number };

/** Midnight of a YYYY-MM-DD day in Athens, as the UTC instant the timestamps are stored in. */
function athensMidnight(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const athens = new Date(utcMidnight.toLocaleString("en-US", { timeZone: "Europe/Athens" }));
  const utc = new Date(utcMidnight.toLocaleString("en-US", { timeZone: "UTC" }));
  return new Date(utcMidnight.getTime() - (athens.getTime() - utc.getTime()));
}

/** An instant as the timestamp-without-time-zone (UTC) the columns hold. */
function utcTimestamp(instant: Date): Prisma.Sql {
  return Prisma.sql`(${instant.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
}

/** The expression an address list is matched against, if the campaign type takes lists (e-mail). */
function listAddressOf(type: CampaignType): Prisma.Sql | undefined {
  return channelsOf(type).find((channel) => channel.reach.listAddress)?.reach.listAddress;
}

export function acceptsEmailLists(type: CampaignType): boolean {
  return listAddressOf(type) !== undefined;
}

/** Reads the e-mail list and checks the audience fits the campaign type. */
export async function resolveEmailList(db: Db | Prisma.TransactionClient, companyId: string, type: CampaignType, audience: Audience): Promise<string[] | null> {
  if (audience.kind !== "emailList") return null;
  if (!acceptsEmailLists(type)) throw new TRPCError({ code: "BAD_REQUEST", message: "Οι λίστες e-mail ισχύουν μόνο για e-mail." });
  const list = await db.emailList.findFirst({ where: { id: audience.emailListId, companyId }, select: { emails: true } });
  if (!list) throw new TRPCError({ code: "NOT_FOUND", message: "Η λίστα e-mail δεν βρέθηκε." });
  return list.emails.map((email) => email.trim().toLowerCase()).filter(Boolean);
}

function filters(type: CampaignType, audience: Audience, emailList: string[] | null): Prisma.Sql[] {
  if (audience.kind === "emailList") return [Prisma.sql`lower(${listAddressOf(type)!}) = ANY(${emailList ?? []}::text[])`];
  if (audience.kind === "all") return [];
  const conditions: Prisma.Sql[] = [];
  for (const { key, value } of audience.customOptions ?? []) {
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM "CustomerField" f WHERE f."customerId" = c.id AND f.key = ${key} AND f.value = ${value})`);
  }
  if (audience.minPoints !== undefined) conditions.push(Prisma.sql`c.points >= ${audience.minPoints}`);
  if (audience.lastVisitBefore) conditions.push(Prisma.sql`c."lastVisitAt" < ${utcTimestamp(athensMidnight(audience.lastVisitBefore))}`);
  if (audience.lastVisitAfter) conditions.push(Prisma.sql`c."lastVisitAt" >= ${utcTimestamp(athensMidnight(audience.lastVisitAfter))}`);
  return conditions;
}

/**
 * The address a delivery row keeps and why a customer is skipped, over the type's channels: reached if any
 * channel reaches them (a push campaign: the app or the wallet), else skipped with the first one's reason.
 */
function reach(type: CampaignType): { address: Prisma.Sql; reason: Prisma.Sql } {
  const channels = channelsOf(type);
  const addresses = channels.flatMap((channel) => (channel.reach.address ? [channel.reach.address] : []));
  const address = addresses.length === 0 ? Prisma.sql`NULL::text` : addresses.length === 1 ? addresses[0]! : Prisma.sql`COALESCE(${Prisma.join(addresses)})`;
  const [first, ...others] = channels;
  if (others.length === 0) return { address, reason: first.reach.reason };
  const reachedSomewhere = Prisma.join(
    channels.map((channel) => Prisma.sql`(${channel.reach.reason}) IS NULL`),
    " OR ",
  );
  return { address, reason: Prisma.sql`CASE WHEN ${reachedSomewhere} THEN NULL ELSE ${first.reach.reason} END` };
}

/** SELECT "customerId", address, reason (null: send; else why it is skipped) of the audience. */
export function audienceRows(companyId: string, type: CampaignType, audience: Audience, emailList: string[] | null): Prisma.Sql {
  const { address, reason } = reach(type);
  const where = filters(type, audience, emailList);
  return Prisma.sql`
    SELECT c.id AS "customerId", ${address} AS address,
      CASE WHEN c."newsAcceptedAt" IS NULL OR c."stoppedNotifications" THEN 'no_consent' ELSE ${reason} END AS reason
    FROM "Customer" c LEFT JOIN "User" u ON u.id = c."userId"
    WHERE c."companyId" = ${companyId} ${where.length ? Prisma.sql`AND ${Prisma.join(where, " AND ")}` : Prisma.empty}`;
}

export async function countAudience(db: Db, companyId: string, type: CampaignType, audience: Audience): Promise<AudienceCount> {
  const emailList = await resolveEmailList(db, companyId, type, audience);
  const [row] = await db.$queryRaw<Array<Record<keyof AudienceCount, bigint>>>`
    SELECT count(*) AS total,
      count(*) FILTER (WHERE reason IS NULL) AS eligible,
      count(*) FILTER (WHERE reason = 'no_consent') AS "noConsent",
      count(*) FILTER (WHERE reason IS NOT NULL AND reason <> 'no_consent') AS unreachable
    FROM (${audienceRows(companyId, type, audience, emailList)}) a`;
  return { total: Number(row!.total), eligible: Number(row!.eligible), noConsent: Number(row!.noConsent), unreachable: Number(row!.unreachable) };
}

/** The audience in a Greek sentence, kept as the campaign's description. */
export function describeAudience(audience: Audience, emailListTitle?: string): string {
  if (audience.kind === "all") return "Όλοι οι πελάτες με συγκατάθεση";
  if (audience.kind === "emailList") return `Λίστα e-mail «${emailListTitle ?? ""}»`;
  const parts = [
    ...(audience.customOptions ?? []).map(({ key, value }) => `${key}: ${value}`),
    ...(audience.minPoints !== undefined ? [`τουλάχιστον ${countText(audience.minPoints, "point", { case: "accusative" })}`] : []),
    ...(audience.lastVisitBefore ? [`τελευταία επίσκεψη πριν από ${audience.lastVisitBefore}`] : []),
    ...(audience.lastVisitAfter ? [`τελευταία επίσκεψη από ${audience.lastVisitAfter}`] : []),
  ];
  return parts.length ? `Πελάτες με ${parts.join(", ")}` : "Όλοι οι πελάτες με συγκατάθεση";
}
