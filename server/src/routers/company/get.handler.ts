import { effectiveAccess } from "../../shared/staffAccess.js";
import type { CompanyContext } from "../../trpc.js";

/**
 * The signed-in user's shop, with the user's role and access in it (the admin hides what they cannot use). Secrets (apiKey) stay on the server.
 * Read from the database, not from the membership the request was admitted with: that one may be kept
 * in memory until the change's notification arrives (auth/authCache.ts), and the admin reads the shop
 * again right after the owner saves its settings (the sidebar's logo and name) — it must see that save.
 */
export async function getHandler({ ctx }: { ctx: CompanyContext }) {
  const { apiKey: _apiKey, flags: _flags, createdAt, updatedAt, ...company } = await ctx.db.company.findUniqueOrThrow({ where: { id: ctx.company.id } });
  return { ...company, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString(), role: ctx.employee.role, access: effectiveAccess(ctx.employee) };
}
