import type { Prisma } from "../../generated/prisma/client.js";

export const linkInclude = { socialMedia: { select: { name: true, logo: true } } } satisfies Prisma.CompanySocialMediaInclude;

type LinkRow = Prisma.CompanySocialMediaGetPayload<{ include: typeof linkInclude }>;

export function toLink(row: LinkRow) {
  return { id: row.id, socialMediaId: row.socialMediaId, name: row.socialMedia.name, logo: row.socialMedia.logo, url: row.url };
}
