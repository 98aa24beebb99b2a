// The webhook channel: each lead POSTed as JSON to LEADS_WEBHOOK_URL with `Idempotency-Key: <id>`,
// the lead's id: the same on every attempt, so a receiver recognises a repeat (delivery is at least
// once). The attempt's signal (its deadline, or a shutdown) aborts the request.
import type { Fetch } from '../domainCheck/upstream.ts';
import type { WebhookConfig } from './config.ts';
import type { Deliver } from './outbox.ts';
import type { StoredLead } from './store.ts';

/** What the webhook receives: the lead as stored (text, never HTML), with its id for deduplication. */
export const webhookPayload = (lead: StoredLead) => ({
  id: lead.id,
  createdAt: lead.createdAt,
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  service: lead.service,
  needs: lead.needs,
  page: lead.page,
  template: lead.template,
  source: lead.source,
  domain: lead.domain,
  attribution: lead.attribution,
});

export function webhookDelivery(webhook: WebhookConfig, fetch: Fetch): Deliver {
  return async (lead, signal) => {
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': lead.id },
      body: JSON.stringify(webhookPayload(lead)),
      signal,
      // A redirect would turn the POST into a GET elsewhere: it counts as a failure.
      redirect: 'manual',
    });
    // Only the status counts: the body is never read, its stream is cancelled (whatever its size).
    await response.body?.cancel().catch(() => {});
    return response.ok ? undefined : `HTTP ${response.status}`;
  };
}
