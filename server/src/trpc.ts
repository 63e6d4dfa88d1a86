/**
 * tRPC in one readable place: the context, the error formatter and the procedure builders.
 *
 *   publicProcedure         anyone
 *   authedProcedure         a signed-in user (a live Session row; read through auth/authCache.ts)
 *   companyProcedure        a signed-in user who is an active owner or employee of a shop: ctx.company
 *                           and ctx.employee; `.meta({ flag })` also requires that admin-panel flag
 *   permissionProcedure(p)  the owner, or an employee the owner granted `p` (customers and history,
 *                           exports); every other employee has the counter only (shared/staffAccess.ts)
 *   ownerProcedure          the shop's owner only
 *   platformAdminProcedure  a user with the platform-admin flag
 */
import { initTRPC, TRPCError } from "@trpc/server";
import type { Request, Response } from "express";
import { ZodError, ZodIssueCode } from "zod";
import "./lib/zodGreek.js";
import type { JobQueue } from "./jobs/queue.js";
import type { JobContext } from "./jobs/types.js";
import { toTRPCError } from "./lib/errors.js";
import { countPasswordCall } from "./auth/passwordThrottle.js";
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from "./lib/text.js";
import { readFlags, type AdminPanelFlag } from "./shared/flags.js";
import { hasPermission, type StaffPermission } from "./shared/staffAccess.js";
import { Prisma, type Company, type Employee } from "./generated/prisma/client.js";
import { queryRows, type SqlClient } from "./db/sql.js";

export type SessionUser = { id: string; email: string | null; name: string | null; platformAdmin: boolean; sessionId: string };

/** The job handlers' services (database, pool, env, log, mailer), the queue and the session reader. */
export type Services = JobContext & {
  /** Background jobs (pg-boss on `pool`); started by server.ts after the migrations. */
  queue: JobQueue;
  /** Reads the session cookie and returns the user behind a live session, or null. */
  resolveUser(req: Request): Promise<SessionUser | null>;
  /** The user's shop membership (readMembership through auth/authCache.ts). */
  findMembership(userId: string): Promise<Membership | null>;
};

export type Context = Omit<Services, "resolveUser"> & {
  requestId: string;
  ip: string;
  user: SessionUser | null;
  /** The raw Cookie header: the wallet reads its own session cookie from it (wallet/session.ts). */
  cookieHeader: string | undefined;
  /** Sets a response cookie (the wallet's sign-in and sign-out). */
  setCookie(header: string): void;
};

type Meta = {
  flag?: AdminPanelFlag;
  /** Set by permissionProcedure, so that tests and tools can list what each grant opens. */
  permission?: StaffPermission;
};

export async function createContext(services: Services, { req, res }: { req: Request; res: Response }): Promise<Context> {
  const { resolveUser, ...rest } = services;
  const requestId = String((req as { id?: unknown }).id ?? "");
  return {
    ...rest,
    log: services.log.child({ requestId }),
    requestId,
    ip: req.ip ?? "",
    // A database too busy to answer in time is a 503, not a 500 (lib/overload.ts).
    user: await resolveUser(req).catch((error: unknown) => {
      throw toTRPCError(error);
    }),
    cookieHeader: req.headers.cookie,
    setCookie: (header) => void res.append("Set-Cookie", header),
  };
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause.flatten() : null;
      // A zod failure's message is its issues as JSON; people read the first Greek sentence instead.
      const message = zodError ? (zodError.formErrors[0] ?? Object.values(zodError.fieldErrors).flat()[0] ?? shape.message) : shape.message;
      return { ...shape, message, data: { ...shape.data, stack: undefined, zodError } };
    },
  });

export const router = t.router;

/**
 * Every procedure's first middleware, one rather than two because tRPC copies a call's options at every
 * layer. Before the procedure: a zero byte or a lone surrogate in any string of the input is a 400 on that
 * field (lib/text.ts), so no procedure can pass one to the database (tRPC's own input errors are 400s
 * too). After it: database errors become Greek tRPC errors, and the unexpected ones are logged with the
 * request id.
 */
const guard = t.middleware(async ({ ctx, next, path, getRawInput }) => {
  const found = findUnsafeText(await getRawInput());
  if (found) {
    const issue = { code: ZodIssueCode.custom, path: found, message: UNSAFE_TEXT_MESSAGE };
    throw new TRPCError({ code: "BAD_REQUEST", message: UNSAFE_TEXT_MESSAGE, cause: new ZodError([issue]) });
  }
  const result = await next();
  // Deliberate TRPCErrors (and zod's BAD_REQUEST) pass through; anything thrown by accident arrives
  // as INTERNAL_SERVER_ERROR wrapping its cause.
  if (result.ok || result.error.code !== "INTERNAL_SERVER_ERROR") return result;
  const mapped = toTRPCError(result.error.cause ?? result.error);
  if (mapped.code === "INTERNAL_SERVER_ERROR") ctx.log.error({ err: result.error.cause ?? result.error, path }, "procedure failed");
  return { ...result, error: mapped };
});

export const publicProcedure = t.procedure.use(guard);

/** After the input of a procedure that hashes passwords: counted per client address (auth/passwordThrottle.ts). */
export const passwordCalls = t.middleware(({ ctx, next }) => {
  countPasswordCall(ctx.ip);
  return next();
});

function signedInUser(user: SessionUser | null): SessionUser {
  if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Συνδεθείτε για να συνεχίσετε." });
  return user;
}

// Only what changes goes to next(): tRPC merges it into the context (a copy of every key per middleware costs CPU).
export const authedProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { user: signedInUser(ctx.user) } }));

export type Membership = { company: Company; employee: Employee };

/**
 * The shop the user works for: an active employment, the owner's first. It runs on every shop request
 * that is not cached, so it is one raw query through the pg pool (db/sql.ts: no Prisma query compiler);
 * the columns come back as Prisma types.
 */
export async function readMembership(db: SqlClient, userId: string): Promise<Membership | null> {
  const [row] = await queryRows<
    Company & {
      employee: string;
      role: Employee["role"];
      access: Employee["access"];
      disabledAt: Date | null;
      employeeCreatedAt: Date;
      employeeUpdatedAt: Date;
    }
  >(
    db,
    Prisma.sql`
    SELECT c.*, e.id AS "employee", e.role::text AS "role", e.access::text AS "access", e."disabledAt", e."createdAt" AS "employeeCreatedAt", e."updatedAt" AS "employeeUpdatedAt"
    FROM "Employee" e JOIN "Company" c ON c.id = e."companyId"
    WHERE e."userId" = ${userId} AND e."disabledAt" IS NULL
    ORDER BY e.role ASC, e."createdAt" ASC
    LIMIT 1`,
  );
  if (!row) return null;
  const { employee, role, access, disabledAt, employeeCreatedAt, employeeUpdatedAt, ...company } = row;
  return {
    company,
    employee: { id: employee, userId, companyId: company.id, role, access, disabledAt, createdAt: employeeCreatedAt, updatedAt: employeeUpdatedAt },
  };
}

/**
 * The signed-in user's shop, its admin-panel flag (`meta.flag`) and the employee's grant
 * (`meta.permission`, set by permissionProcedure): one middleware on publicProcedure rather than three
 * layers, since every shop request passes them.
 */
export const companyProcedure = publicProcedure.use(async ({ ctx, meta, next }) => {
  const user = signedInUser(ctx.user);
  const membership = await ctx.findMembership(user.id);
  if (!membership) throw new TRPCError({ code: "NOT_FOUND", message: "Δεν βρέθηκε κατάστημα για αυτόν τον λογαριασμό." });
  if (meta?.flag && !readFlags(membership.company.flags)["admin-panel"][meta.flag]) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Η λειτουργία δεν είναι ενεργή για το κατάστημα." });
  }
  // Refused to an employee without the grant, whatever the screen: the one place the grants are enforced.
  if (meta?.permission && !hasPermission(membership.employee, meta.permission)) {
    throw new TRPCError({ code: "FORBIDDEN", message: PERMISSION_REFUSED[meta.permission] });
  }
  return next({ ctx: { user, company: membership.company, employee: membership.employee } });
});

/** The owner, or an employee the owner granted `permission` (checked by companyProcedure). */
export function permissionProcedure(permission: StaffPermission) {
  return companyProcedure.meta({ permission });
}

export const PERMISSION_REFUSED: Record<StaffPermission, string> = {
  customers: "Ο ιδιοκτήτης δεν σας έχει δώσει πρόσβαση στους πελάτες και στο ιστορικό.",
  exports: "Ο ιδιοκτήτης δεν σας έχει δώσει πρόσβαση στις εξαγωγές.",
};

export const ownerProcedure = companyProcedure.use(({ ctx, next }) => {
  if (ctx.employee.role !== "OWNER") {
    throw new TRPCError({ code: "FORBIDDEN", message: "Μόνο ο ιδιοκτήτης του καταστήματος μπορεί να το κάνει αυτό." });
  }
  return next();
});

export const platformAdminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.platformAdmin) throw new TRPCError({ code: "FORBIDDEN", message: "Μόνο για διαχειριστές της πλατφόρμας." });
  return next();
});

export type CompanyContext = Context & { user: SessionUser } & Membership;
export type AuthedContext = Context & { user: SessionUser };
