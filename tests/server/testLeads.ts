// A lead as the site's form sends it, for the admin's tests (server and browser): a customer who asks
// from /contact, fields given overriding these, attribution over none (NO_ATTRIBUTION).
import { NO_ATTRIBUTION, type Attribution, type Lead } from '../../src/lib/lead.ts';
import type { LeadStore, StoredLead } from '../../src/server/leads/store.ts';

export type TestLeadFields = Partial<Omit<Lead, 'attribution'>> & { attribution?: Partial<Attribution> };

/** The lead: "Khách", 0901234567, from /contact, no email, service or needs, unless `fields` say otherwise. */
export function testLead(fields: TestLeadFields = {}): Lead {
  return {
    name: 'Khách',
    email: '',
    phone: '0901234567',
    service: '',
    needs: '',
    page: '/contact',
    template: '',
    ...fields,
    attribution: { ...NO_ATTRIBUTION, ...fields.attribution },
  };
}

/** The lead stored at `now` (sent to no channel). */
export function addTestLead(leads: LeadStore, fields: TestLeadFields = {}, now = Date.now()): Promise<StoredLead> {
  return leads.addLead(testLead(fields), { channels: [], now });
}
