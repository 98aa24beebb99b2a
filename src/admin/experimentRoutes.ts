// The A/B results page's routes (roles in access.ts): the results of every experiment of the
// published content (any staff role: aggregate numbers only, nothing personal), and ending a test
// (publishers and admins): the page written with the chosen variant's sections and without its
// `experiment`, as the publisher's own draft, then published through the same path as any publish —
// the check of the whole project, the merge into the published branch in the publisher's name, the
// site's release — and written to the audit log (end-experiment).
import type { Request, Response } from 'express';
import type { LeadStore } from '../server/leads/store.ts';
import { pageWithVariant } from '../model/experiment.ts';
import { loadServerContent } from '../server/serverContent.ts';
import { readExperiment, type Experiment } from '../server/views/experiments.ts';
import { allows, rowsOf } from './access.ts';
import type { Session } from './accounts.ts';
import { authorOf } from './content/contentRoutes.ts';
import { ContentConflict, type ContentRepo } from './content/contentRepo.ts';
import { fieldMerge, problemsAfterPublish } from './content/publishing.ts';
import type { SiteReleases } from './releases/siteReleases.ts';
import { verdictOf, wilsonInterval, type VariantResult } from './experimentStats.ts';
import { experimentsPage, type ExperimentResult } from './experimentsPage.ts';
import { html } from './html.ts';
import { noticeIn, sendNotice, sendPage, layout } from './pages.ts';
import type { Logger } from '../server/requestLog.ts';
import type { Audit } from './auditActions.ts';
import type { RouteHandlers } from './routes.ts';

export const EXPERIMENT_MESSAGES = {
  notFound: 'Không tìm thấy thử nghiệm hoặc phiên bản này trong nội dung đang đăng.',
  notSetUp: 'Chưa cấu hình kho nội dung nên chưa thể kết thúc thử nghiệm từ trang quản trị.',
  ownDraft: 'Bạn đang có bản nháp của trang này. Hãy đăng hoặc huỷ bản nháp đó trước, rồi kết thúc thử nghiệm.',
  problems: (n: number) =>
    `Chưa thể kết thúc thử nghiệm: trang với phiên bản đã chọn có ${n} lỗi khi kiểm tra. Bản nháp đã được gửi duyệt, xem lỗi ở mục “Bản nháp chờ duyệt”.`,
  ended: 'Đã kết thúc thử nghiệm: trang đã được đăng với phiên bản đã chọn.',
  endedLive: 'Đã kết thúc thử nghiệm: trang với phiên bản đã chọn đã lên web.',
  endedNotLive: 'Đã kết thúc thử nghiệm và đăng trang, nhưng bản dựng website chưa thành công; trang trên web chưa đổi. Xem mục “Các phiên bản trên web”.',
};
const NOTICES: Record<string, string> = {
  'da-ket-thuc': EXPERIMENT_MESSAGES.ended,
  'da-len-web': EXPERIMENT_MESSAGES.endedLive,
  'chua-len-web': EXPERIMENT_MESSAGES.endedNotLive,
};

const session = (res: Response) => (res.locals as { session: Session }).session;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The route of a page file: pages/uu-dai/black-friday.json → /uu-dai/black-friday, pages/index.json → /. */
export function routeOfFile(file: string): string | undefined {
  const match = /^pages((?:\/[^/_][^/]*)*?)(?:\/index)?\.json$/.exec(file);
  if (!match || file.split('/').some((part) => part.startsWith('_'))) return undefined;
  return match[1] || '/';
}

export function experimentHandlers({
  leads,
  content,
  audit,
  logger,
}: {
  leads: LeadStore;
  content: { repo: ContentRepo; releases?: SiteReleases } | undefined;
  audit: Audit;
  logger: Logger;
}) {
  /** The experiments of the published branch, read again when its head moves. */
  let cached: { head: string; found: { experiment: Experiment; file: string }[] } | undefined;
  async function published(): Promise<{ experiment: Experiment; file?: string }[]> {
    const repo = content?.repo;
    // Without a repository: the content the admin was built with (ids and weights; the names are the ids).
    if (!repo)
      return (loadServerContent().experiments ?? []).map(({ id, route, variants }) => ({
        experiment: { id, name: id, route, variants: variants.map((v) => ({ ...v, name: v.id === 'a' ? 'Bản gốc' : `Phiên bản ${v.id.toUpperCase()}` })) },
      }));
    const head = await repo.head();
    if (cached?.head === head) return cached.found;
    const found: { experiment: Experiment; file: string }[] = [];
    for (const file of await repo.list('pages')) {
      const route = routeOfFile(file);
      if (!route) continue;
      const text = await repo.read(file, head);
      if (!text?.includes('"experiment"')) continue;
      try {
        const experiment = readExperiment({ route, experiment: (JSON.parse(text) as { experiment?: unknown }).experiment });
        if (experiment && !found.some((f) => f.experiment.id === experiment.id)) found.push({ experiment, file });
      } catch {
        // Not JSON: the validator says so on publish; no experiment here.
      }
    }
    cached = { head, found };
    return found;
  }

  async function results(): Promise<ExperimentResult[]> {
    const [experiments, views, stored] = await Promise.all([published(), leads.views(), leads.leads()]);
    return experiments.map(({ experiment, file }) => {
      const mine = views.filter((v) => v.experiment === experiment.id);
      const days = mine.map((v) => v.day).sort();
      const variants: VariantResult[] = experiment.variants.map((variant) => {
        const seen = mine.filter((v) => v.variant === variant.id).reduce((sum, v) => sum + v.views, 0);
        const won = stored.filter((l) => l.attribution.experiment === experiment.id && l.attribution.variant === variant.id).length;
        return { id: variant.id, name: variant.name, views: seen, leads: won, interval: wilsonInterval(won, seen) };
      });
      return { experiment, file, variants, verdict: verdictOf(variants), ...(days.length ? { days: { first: days[0], last: days[days.length - 1] } } : {}) };
    });
  }

  const show = async (req: Request, res: Response, status = 200, error?: string) => {
    const { user, csrf } = session(res);
    const notice = noticeIn(NOTICES, req.query['thong-bao']);
    sendPage(
      res.status(status),
      experimentsPage({
        results: await results(),
        canEnd: content !== undefined && allows('POST /thu-nghiem/ket-thuc', user.role),
        canSeeLeads: allows('GET /khach-hang', user.role),
        csrf,
        message: notice,
        error,
      }),
    );
  };

  return {
    'GET /thu-nghiem': [(req, res) => show(req, res)],
    'POST /thu-nghiem/ket-thuc': [
      async (req, res) => {
        const repo = content?.repo;
        if (!repo) return void sendNotice(res, 503, EXPERIMENT_MESSAGES.notSetUp);
        const { 'thu-nghiem': id, 'phien-ban': variant } = req.body;
        // The branch as the remote has it, then the page as published now.
        await repo.sync();
        const found = (await published()).find((f) => f.experiment.id === id && f.experiment.variants.some((v) => v.id === variant));
        const text = found?.file ? await repo.read(found.file) : undefined;
        const page = text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
        const ended = page && isObject(page.experiment) && page.experiment.id === id ? pageWithVariant(page, variant) : undefined;
        if (!found?.file || !ended) return show(req, res, 404, EXPERIMENT_MESSAGES.notFound);
        const file = found.file;
        const author = authorOf(res);
        // The page is written as the publisher's own draft (its row rule), which must not exist yet.
        const { userId } = rowsOf('POST /thu-nghiem/ket-thuc', session(res));
        if (await repo.draft(userId, file)) return show(req, res, 409, EXPERIMENT_MESSAGES.ownDraft);
        try {
          await repo.saveDraft(author, file, `${JSON.stringify(ended, null, 2)}\n`, undefined, `Kết thúc thử nghiệm ${id}: phiên bản ${variant} thành trang`);
          await repo.sendForReview(userId, file);
          const result = await repo.publishable(userId, file, fieldMerge);
          const problems = await problemsAfterPublish(repo, file, result.content);
          if (problems.length) {
            await audit(req, 'end-experiment-refused', { target: file, detail: `${id}: ${variant}, ${problems.length} lỗi` });
            const first = problems
              .slice(0, 3)
              .map((p) => `${p.file} (${p.position}): ${p.message}`)
              .join(' · ');
            return show(req, res, 422, `${EXPERIMENT_MESSAGES.problems(problems.length)} ${first}`);
          }
          const commit = await repo.publish(author, userId, file, result);
          await audit(req, 'end-experiment', { target: file, detail: `${id}: ${variant} → ${commit}` });
          if (!content.releases) return res.redirect(303, '/thu-nghiem?thong-bao=da-ket-thuc');
          try {
            const release = await content.releases.release(author.email, 'publish');
            await audit(req, 'site-release', { target: release.id, detail: release.changedRoutes?.join(' ') ?? '' });
            res.redirect(303, '/thu-nghiem?thong-bao=da-len-web');
          } catch (error) {
            logger.error({ event: 'site-release-failed', reason: 'end-experiment', error: error instanceof Error ? error.message : String(error) });
            res.redirect(303, '/thu-nghiem?thong-bao=chua-len-web');
          }
        } catch (error) {
          if (!(error instanceof ContentConflict)) throw error;
          sendPage(
            res.status(409),
            layout(
              'Thử nghiệm A/B',
              html`<h1>Chưa kết thúc được thử nghiệm</h1><p class="error">${error.message}</p><p><a href="/thu-nghiem">← Thử nghiệm A/B</a></p>`,
            ),
          );
        }
      },
    ],
  } satisfies Partial<RouteHandlers>;
}
