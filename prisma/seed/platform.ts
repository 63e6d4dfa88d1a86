// Platform-wide rows the demo shops rely on: the social networks a shop can link, and the settings row.
import type { Prisma } from "../../server/src/generated/prisma/client.js";

const SOCIAL_MEDIA = ["Facebook", "Instagram", "TikTok"];

/** Returns social network name → id. */
export async function ensurePlatformRows(tx: Prisma.TransactionClient): Promise<Map<string, string>> {
  await tx.socialMedia.createMany({ data: SOCIAL_MEDIA.map((name) => ({ name })), skipDuplicates: true });
  if ((await tx.settings.count()) === 0) {
    await tx.settings.create({ data: { stampsTolerance: 5, stampsToleranceHigh: 15 } });
  }
  const socialMedia = await tx.socialMedia.findMany({ where: { name: { in: SOCIAL_MEDIA } } });
  return new Map(socialMedia.map((network) => [network.name, network.id]));
}
