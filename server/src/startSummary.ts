// What a person who just started the server reads in the terminal: where the public site, the admin and
// the wallet are, and a demo account to sign in with when the demo data is there.
import { DEMO_SIGN_INS } from "../../prisma/seed/accounts.js";
import type { Db } from "./db/client.js";

type DemoAccount = { email: string; password: string };

/** The demo account to suggest: the demo shop's owner, when that account exists in this database. */
export async function demoAccountToTry(db: Db): Promise<DemoAccount | null> {
  const { email, password } = DEMO_SIGN_INS[0];
  return (await db.user.count({ where: { email, deletedAt: null } })) > 0 ? { email, password } : null;
}

/** The lines printed once the server listens; every link is on `origin` (PUBLIC_ORIGIN, or localhost and PORT). */
export function startSummary({ origin, demo }: { origin: string; demo: DemoAccount | null }): string[] {
  const base = new URL(origin).origin;
  return [
    "",
    "Loyalty is running:",
    `  Public site     ${base}/`,
    `  Admin           ${base}/admin`,
    `  Customer wallet ${base}/wallet/`,
    `  API reference   ${base}/docs/api`,
    ...(demo ? [`  Demo account    ${demo.email} / ${demo.password} (the owner of «Καφέ Αθηνά»; more in README.md)`] : []),
    "",
  ];
}
