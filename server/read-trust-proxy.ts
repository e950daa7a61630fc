import { isIP } from 'node:net';

/** proxy-addr's names for address ranges (Fastify passes a list to it). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address with a prefix length (`10.0.0.0/8`), or one of the range names. */
function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: which proxies in front of the server may say who the client is in X-Forwarded-For. Each
 * proxy appends the address it was reached from, so only the entries the trusted proxies added are true;
 * the client is the right-most entry they did not add, and whatever a client wrote to the left of it is
 * ignored (trusting every entry, as `true` once did, let a client choose its rate-limit address).
 *
 * - unset, empty, `0`, `false` or `no`: no proxy; the client is the connection's address;
 * - a number: that many proxies in front (`1` for one nginx or load balancer);
 * - a comma-separated list of the proxies' addresses or subnets (`10.0.0.0/8, 192.0.2.7`, or `loopback`,
 *   `linklocal`, `uniquelocal`): every entry they added is skipped, however many there are;
 * - `true` or `yes`: read as `1`, with a warning.
 *
 * Anything else is refused with a message saying what it must be.
 */
export function readTrustProxy(value: string | undefined): { trust: false | number | string[]; warning?: string } {
  const setting = (value ?? '').trim();
  if (/^(|0|false|no)$/i.test(setting)) return { trust: false };
  if (/^[0-9]+$/.test(setting)) return { trust: Number(setting) };
  if (/^(true|yes)$/i.test(setting)) {
    return {
      trust: 1,
      warning: `TRUST_PROXY=${setting} is read as one proxy in front: the client is the right-most X-Forwarded-For entry. Set the number of proxies (TRUST_PROXY=2 for a CDN in front of a load balancer) or their addresses to say so.`,
    };
  }
  const entries = setting.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be the number of proxies in front of the server (1 for one) or their addresses, such as 10.0.0.0/8,192.0.2.7; "${wrong.join('", "')}" is neither.`,
    );
  }
  return { trust: entries };
}
