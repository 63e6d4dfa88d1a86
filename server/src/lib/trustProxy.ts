// TRUST_PROXY as Express's "trust proxy" setting. Off by default: a client could otherwise choose its own
// address with X-Forwarded-For and escape every per-address limit.
export function trustProxySetting(value: string): boolean | number | string {
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((part) => part.trim())
    .join(", ");
}
