// What waits for the signed-in person, on the landing page: drafts to review (publishers), their own
// drafts sent back or not yet sent (authors), new leads nobody has called (sales), and a second factor
// to turn on. Counts only, each a link to the page where the work is; each only for a role that opens it.
import type { LeadStore } from '../server/leads/store.ts';
import { allows, type RouteKey } from './access.ts';
import type { User } from './accounts.ts';
import type { ContentRepo } from './content/contentRepo.ts';
import { selectLeads } from './leadQuery.ts';
import { NEW_STATUS, type LeadWork } from './leadWork.ts';

export interface WaitingWork {
  href: string;
  text: string;
}

export async function landingWork({ user, repo, leads, work }: { user: User; repo?: ContentRepo; leads: LeadStore; work: LeadWork }): Promise<WaitingWork[]> {
  const opens = (route: RouteKey) => allows(route, user.role);
  const waiting: WaitingWork[] = [];
  if (repo && (opens('GET /duyet') || opens('GET /noi-dung'))) {
    const drafts = await repo.drafts().catch(() => null);
    // The content repository failing (git): said, not left out.
    if (!drafts) waiting.push({ href: '/noi-dung', text: 'Chưa đọc được các bản nháp lúc này; mở trang Nội dung để xem.' });
    else {
      const own = drafts.filter((draft) => draft.userId === user.id);
      const returned = own.filter((draft) => draft.returned && !draft.inReview).length;
      const unsent = own.filter((draft) => !draft.inReview && !draft.returned).length;
      const inReview = drafts.filter((draft) => draft.inReview).length;
      if (opens('GET /noi-dung') && returned) waiting.push({ href: '/noi-dung', text: `${returned} bản nháp của bạn bị trả lại, cần sửa rồi gửi duyệt lại` });
      if (opens('GET /noi-dung') && unsent) waiting.push({ href: '/noi-dung', text: `${unsent} bản nháp của bạn chưa gửi duyệt` });
      if (opens('GET /duyet') && inReview) waiting.push({ href: '/duyet', text: `${inReview} bản nháp đang chờ duyệt` });
    }
  }
  if (opens('GET /khach-hang')) {
    // The inbox's own selection for the link's filter: the count is what the link shows.
    const fresh = selectLeads(await leads.leads(), await work.statuses(), { status: NEW_STATUS }).length;
    if (fresh) waiting.push({ href: `/khach-hang?status=${NEW_STATUS}`, text: `${fresh} khách hàng mới chưa liên hệ` });
  }
  if (!user.twoFactor)
    waiting.push({ href: '/xac-thuc-hai-buoc', text: 'Tài khoản của bạn chưa bật xác thực hai bước: bật để bảo vệ tài khoản cả khi lộ mật khẩu' });
  return waiting;
}
