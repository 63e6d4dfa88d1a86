// Shops register the URLs we POST to, so a URL must not reach into our own network (SSRF): private,
// loopback, link-local and other special addresses are refused, both when the URL is saved (its host
// resolved) and at every delivery (the address actually connected to, so DNS rebinding does not help).
// WEBHOOK_ALLOW_PRIVATE=true lifts this for development and tests.
import { lookup as dnsLookup } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** True for any address a webhook must not reach (IPv4-mapped IPv6 is judged by its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

export class UnsafeAddressError extends Error {}

/** For http.request: resolves as usual, then refuses a private address. */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as unknown as Array<{ address: string; family: number }>;
      const usable = allowPrivate ? list : list.filter((entry) => !isPrivateAddress(entry.address));
      if (usable.length === 0) return callback(new UnsafeAddressError(`${hostname} resolves only to private addresses`), "", 0);
      if (options.all) return (callback as unknown as (e: null, a: typeof usable) => void)(null, usable);
      callback(null, usable[0].address, usable[0].family);
    });
  };
}

/** The host of a URL as an address when it is one ("[::1]" → "::1"); null for a name. */
export function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return isIP(host) ? host : null;
}

/** Every address the URL's host resolves to (for the check when the URL is saved). */
export async function resolveHost(url: URL): Promise<string[]> {
  const literal = literalAddress(url);
  if (literal) return [literal];
  const { lookup } = await import("node:dns/promises");
  return (await lookup(url.hostname, { all: true })).map((entry) => entry.address);
}
