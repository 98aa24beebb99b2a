// TRUST_PROXY: which reverse proxies in front of the site server may tell it the visitor's address
// (X-Forwarded-For), for Express's `trust proxy`. The rate limits count per visitor address: without
// this setting every visitor behind a proxy shares one count; with a blanket `true` any client could
// claim a new address per request.
import net from 'node:net';
import type { Env } from './domainCheck/config.ts';

/** Express's names for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const EXPECTED =
  'the number of proxies in front of the server (e.g. 1), loopback, linklocal, uniquelocal, or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.2, 192.168.1.0/24); leave it unset when no proxy is in front';

/** An IP address, or an address with a prefix length that fits it (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(item: string): boolean {
  const [address, prefix, ...rest] = item.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * The value for `app.set('trust proxy', …)`: false when TRUST_PROXY is unset or empty, a hop count,
 * or the list of trusted addresses/ranges. Throws one line naming the variable and what it takes.
 */
export function readTrustProxy(env: Env): false | number | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return false;
  const shown = JSON.stringify(raw.length > 80 ? `${raw.slice(0, 80)}…` : raw);
  if (/^(true|false|yes|no|on|off)$/i.test(raw)) {
    throw new Error(`TRUST_PROXY=${shown} is not accepted: believing every X-Forwarded-For would let any client forge its address; set ${EXPECTED}`);
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops >= 1 && hops <= 10) return hops;
    throw new Error(`TRUST_PROXY=${shown}: a number of proxies must be 1 to 10 (unset it for none); expected ${EXPECTED}`);
  }
  const items = raw.split(',').map((item) => item.trim());
  const bad = items.find((item) => !RANGE_NAMES.has(item) && !isAddressOrRange(item));
  if (bad !== undefined) throw new Error(`TRUST_PROXY=${shown}: ${JSON.stringify(bad)} is not an address, range or name; expected ${EXPECTED}`);
  return items;
}
