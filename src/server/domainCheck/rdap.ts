// RDAP fallback (no registrar configured): the registry's RDAP service for the domain's TLD, found
// through the IANA bootstrap. 404 = no such registration (available), 200 = registered (taken),
// anything else a failure. A TLD without an RDAP service (.vn today) cannot be checked: 503.
import { createBootstrap } from './bootstrap.ts';
import { logProblem, notConfigured, upstreamFailed } from './errors.ts';
import { getUpstream, type AvailabilityCheck, type Fetch } from './upstream.ts';

export function createRdapCheck({ bootstrapUrl, fetch, timeoutMs, now }: { bootstrapUrl: string; fetch: Fetch; timeoutMs: number; now: () => number }): AvailabilityCheck {
  const services = createBootstrap({ url: bootstrapUrl, fetch, timeoutMs, now });
  return async (domain, ext) => {
    // "shop.com.vn": the TLD is the last label.
    const tld = domain.slice(domain.lastIndexOf('.') + 1);
    const base = (await services())?.get(tld);
    if (!base) throw notConfigured(ext);
    const answer = await getUpstream(fetch, `${base}domain/${domain}`, { label: `RDAP .${tld}`, timeoutMs, accept: 'application/rdap+json', readBody: false });
    if (answer.status === 404) return true;
    if (answer.status === 200) return false;
    logProblem(`RDAP .${tld}: HTTP ${answer.status}`);
    throw upstreamFailed();
  };
}
