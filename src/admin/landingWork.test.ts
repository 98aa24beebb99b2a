// The landing page's waiting work when the content repository fails: said, with the rest still counted.
import { describe, expect, it } from 'vitest';
import type { User } from './accounts.ts';
import type { ContentRepo } from './content/contentRepo.ts';
import type { LeadWork } from './leadWork.ts';
import { landingWork } from './landingWork.ts';
import type { LeadStore } from '../server/leads/store.ts';
import { testLead } from '../../tests/server/testLeads.ts';

describe('landingWork', () => {
  it('says the drafts could not be read when git fails, and still counts the new leads', async () => {
    const user: User = { id: 'a', email: 'admin@a.vn', role: 'admin', createdAt: '2026-11-30T00:00:00.000Z', twoFactor: true };
    const repo = { drafts: () => Promise.reject(new Error('git failed')) } as unknown as ContentRepo;
    const lead = (id: string) => ({ ...testLead(), id, createdAt: '2026-11-30T01:00:00.000Z' });
    const leads = { leads: () => Promise.resolve([lead('l1'), lead('l2')]) } as unknown as LeadStore;
    const work = { statuses: () => Promise.resolve(new Map([['l2', 'da-chot']])) } as unknown as LeadWork;
    expect(await landingWork({ user, repo, leads, work })).toEqual([
      { href: '/noi-dung', text: 'Chưa đọc được các bản nháp lúc này; mở trang Nội dung để xem.' },
      { href: '/khach-hang?status=moi', text: '1 khách hàng mới chưa liên hệ' },
    ]);
  });
});
