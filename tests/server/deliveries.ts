// The sentinel of "nothing more is sent" for the lead outbox (src/server/leads/outbox.ts), instead of
// waiting a few retry periods: a lead is sent only after its row is taken while undelivered, so once no
// row of the channel is pending, none can become due again at any time; and once the workers have
// stopped, the attempt each had in flight has ended (stopDeliveries waits for it, and the receivers in
// these tests answer at once). Whatever the outbox would send, it has sent by then.
import { expect } from 'vitest';
import type { LeadsApi } from '../../src/server/leads/api.ts';
import type { Channel, LeadStore } from '../../src/server/leads/store.ts';

/** Checks that no row of `channel` is pending, then stops the workers of `apis` once their attempts in flight have ended. */
export async function deliveriesSettled(store: LeadStore, channel: Channel, ...apis: LeadsApi[]): Promise<void> {
  expect(await store.nextDueAt(channel), `a ${channel} row is still pending`).toBeUndefined();
  await Promise.all(apis.map((api) => api.stopDeliveries(30_000)));
}
