// Where an image of a media library is in use, said the way the owner would find it: the shop's logo,
// its stamp images, a reward's image, a campaign, an e-mail template, coupons customers still hold. An
// image is matched by its storage key, not its whole address: an address saved under an earlier
// PUBLIC_ORIGIN (another port, a new domain) still names the same file.
import type { Db } from "../../db/client.js";
import { countText } from "../../shared/counts.js";

/** The most uses a refusal names one by one; the rest are counted. */
const USES_NAMED = 8;

type Use = { shop: string | null; what: string };

/**
 * The uses of the file `key`: within the shop `companyId`, or, for the platform's shared library (null),
 * in every shop (each use named with its shop) and in the social networks' logos.
 */
export async function usesOf(db: Db, key: string, companyId: string | null): Promise<Use[]> {
  const at = { endsWith: `/${key}` };
  const inText = { contains: key };
  const shop = companyId ? { companyId } : {};
  const shopName = { company: { select: { name: true } } } as const;
  const now = new Date();
  const inForce = { usedAt: null, cancelledAt: null, OR: [{ validUntil: null }, { validUntil: { gt: now } }] };
  const [companies, rewards, stampRewards, campaigns, templates, coupons, stampCoupons, networks] = await Promise.all([
    db.company.findMany({
      where: { ...(companyId ? { id: companyId } : {}), OR: [{ logo: at }, { fullStampImage: at }, { emptyStampImage: at }] },
      select: { name: true, logo: true, fullStampImage: true, emptyStampImage: true },
    }),
    db.reward.findMany({ where: { ...shop, url: at }, select: { title: true, hidden: true, ...shopName } }),
    db.stampReward.findMany({ where: { ...shop, url: at }, select: { title: true, ...shopName } }),
    db.alertReview.findMany({
      where: { ...shop, status: { not: "CANCELED_BY_USER" }, OR: [{ image: at }, { html: inText }] },
      select: { title: true, ...shopName },
    }),
    db.emailTemplate.findMany({ where: { ...shop, content: inText }, select: { title: true, ...shopName } }),
    db.coupon.count({ where: { ...inForce, url: at, ...(companyId ? { customer: { companyId } } : {}) } }),
    db.stampCoupon.count({ where: { ...inForce, url: at, ...(companyId ? { customer: { companyId } } : {}) } }),
    companyId ? Promise.resolve([]) : db.socialMedia.findMany({ where: { logo: at }, select: { name: true } }),
  ]);
  const of = (row: { company: { name: string } }) => (companyId ? null : row.company.name);
  const uses: Use[] = [];
  for (const company of companies) {
    const name = companyId ? null : company.name;
    if (company.logo?.endsWith(`/${key}`)) uses.push({ shop: name, what: "λογότυπο του καταστήματος" });
    if (company.fullStampImage?.endsWith(`/${key}`)) uses.push({ shop: name, what: "εικόνα γεμάτης στάμπας" });
    if (company.emptyStampImage?.endsWith(`/${key}`)) uses.push({ shop: name, what: "εικόνα κενής στάμπας" });
  }
  for (const reward of rewards) uses.push({ shop: of(reward), what: `${reward.hidden ? "κρυφή ανταμοιβή" : "ανταμοιβή"} «${reward.title}»` });
  for (const reward of stampRewards) uses.push({ shop: of(reward), what: `ανταμοιβή στάμπας «${reward.title}»` });
  for (const campaign of campaigns) uses.push({ shop: of(campaign), what: `καμπάνια «${campaign.title}»` });
  for (const template of templates) uses.push({ shop: of(template), what: `πρότυπο e-mail «${template.title}»` });
  const held = coupons + stampCoupons;
  if (held > 0) uses.push({ shop: null, what: `${countText(held, "customerCoupon")} σε ισχύ` });
  for (const network of networks) uses.push({ shop: null, what: `λογότυπο του κοινωνικού δικτύου «${network.name}»` });
  return uses;
}

/** The Greek refusal that lists the uses: «Η εικόνα χρησιμοποιείται: λογότυπο του καταστήματος, ανταμοιβή «Καφές». …» */
export function usesMessage(uses: Use[]): string {
  const named = uses.slice(0, USES_NAMED).map((use) => (use.shop ? `${use.what} (${use.shop})` : use.what));
  const more = uses.length - named.length;
  const list = more > 0 ? `${named.join(", ")} και ${more === 1 ? "1 ακόμη" : `${more} ακόμη`}` : named.join(", ");
  return `Η εικόνα χρησιμοποιείται και δεν διαγράφεται: ${list}. Αλλάξτε πρώτα την εικόνα εκεί και δοκιμάστε ξανά.`;
}
