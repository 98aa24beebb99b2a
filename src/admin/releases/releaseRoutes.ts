// The routes of the site's releases (access.ts says who): the list, and serving an earlier release
// again. Without a releases folder (SITE_RELEASES unset) both answer that it is not set up.
import type { Response } from 'express';
import type { Session } from '../accounts.ts';
import { ContentConflict } from '../content/contentRepo.ts';
import { authorOf } from '../content/contentRoutes.ts';
import { sendNotice, sendPage } from '../pages.ts';
import { releasesPage } from './releasesPage.ts';
import type { SiteReleases } from './siteReleases.ts';
import type { Audit } from '../auditActions.ts';
import type { RouteHandler, RouteHandlers } from '../routes.ts';
import type { RouteKey } from '../access.ts';

export const RELEASE_MESSAGES = {
  notSetUp: 'Chưa cấu hình thư mục phiên bản của trang web (SITE_RELEASES), nên trang web chưa được cập nhật từ đây.',
  rolledBack: 'Đã đưa phiên bản này lên web và ghi nội dung của nó thành bản đang đăng. Khách sẽ thấy nó ngay ở lần tải trang tiếp theo.',
  unknown: 'Không có phiên bản này. Hãy tải lại danh sách.',
};

const session = (res: Response) => (res.locals as { session: Session }).session;

export function releaseHandlers({ releases, audit }: { releases: SiteReleases | undefined; audit: Audit }) {
  const show = (res: Response, notes: { message?: string; error?: string } = {}, status = 200) => {
    const { releases: list, current, since } = releases!.list();
    sendPage(res.status(status), releasesPage({ releases: list, current, ...(since ? { since } : {}), csrf: session(res).csrf, ...notes }));
  };
  const withReleases =
    <K extends RouteKey>(handler: RouteHandler<K>): RouteHandler<K> =>
    (req, res, next) =>
      releases ? handler(req, res, next) : void sendNotice(res, 503, RELEASE_MESSAGES.notSetUp);
  return {
    'GET /phat-hanh': [withReleases((req, res) => show(res, req.query['thong-bao'] === 'da-quay-lai' ? { message: RELEASE_MESSAGES.rolledBack } : {}))],
    'POST /phat-hanh/quay-lai': [
      withReleases(async (req, res) => {
        const { ban: id } = req.body;
        if (!releases!.list().releases.some((release) => release.id === id)) return show(res, { error: RELEASE_MESSAGES.unknown }, 404);
        try {
          await releases!.rollback(id, authorOf(res));
        } catch (error) {
          // The content branch could not record it (moved, diverged, other section types): nothing was switched.
          if (error instanceof ContentConflict) return show(res, { error: error.message }, 409);
          throw error;
        }
        await audit(req, 'site-rollback', { target: id });
        res.redirect(303, '/phat-hanh?thong-bao=da-quay-lai');
      }),
    ],
  } satisfies Partial<RouteHandlers>;
}
