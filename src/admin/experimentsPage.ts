// The A/B results page (/thu-nghiem), server-rendered with no script: for each experiment of the
// published content, per variant the views counted (POST /api/views on the site), the leads whose
// visit saw it, the conversion rate with its 95% Wilson interval (experimentStats.ts) and one
// Vietnamese sentence saying whether the difference can be trusted yet; for publishers and admins a
// form ending the test with the chosen variant as the page. Written with the escaping html`…` tag (./html.ts).
import { html, joinHtml, trustedHtml, type SafeHtml } from './html.ts';
import { layout } from './pages.ts';
import { percent, verdictText, type VariantResult, type Verdict } from './experimentStats.ts';
import type { Experiment } from '../server/views/experiments.ts';

export interface ExperimentResult {
  experiment: Experiment;
  /** The page file in the content repository (absent without one). */
  file?: string;
  variants: VariantResult[];
  verdict: Verdict;
  /** The first and last Vietnam day with views counted (YYYY-MM-DD), if any. */
  days?: { first: string; last: string };
}

const STYLE = trustedHtml(`.results td.num,.results th.num{text-align:right}.verdict{font-weight:600;max-width:60rem}
fieldset{border:1px solid #d0d0d0;border-radius:4px;margin-top:1rem;max-width:40rem}legend{font-weight:600;padding:0 .25rem}
fieldset label{display:flex;gap:.5rem;align-items:center;font-weight:400;margin-top:.5rem}fieldset input{width:auto;display:inline}
section.experiment{margin-bottom:2.5rem}`);

const shownDay = (day: string) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');
const count = (n: number) => n.toLocaleString('vi-VN');

function resultTable({ experiment, variants }: ExperimentResult): SafeHtml {
  const weight = (id: string) => experiment.variants.find((v) => v.id === id)?.weight;
  const rows = variants.map((v) => {
    const interval = v.views === 0 ? '—' : `${percent(v.interval.low)} – ${percent(v.interval.high)}`;
    return html`<tr><th scope="row">${v.name} (${v.id.toUpperCase()})</th><td class="num">${weight(v.id) ? `${weight(v.id)}%` : '—'}</td><td class="num">${count(
      v.views,
    )}</td><td class="num">${count(v.leads)}</td><td class="num">${v.views === 0 ? '—' : percent(v.interval.rate)}</td><td class="num">${interval}</td></tr>`;
  });
  return html`<div class="scroll" tabindex="0" role="region" aria-labelledby="caption-${experiment.id}"><table class="results"><caption id="caption-${experiment.id}">Kết quả theo phiên bản</caption>
<thead><tr><th scope="col">Phiên bản</th><th scope="col" class="num">Tỷ trọng</th><th scope="col" class="num">Lượt xem</th><th scope="col" class="num">Khách để lại thông tin</th><th scope="col" class="num">Tỷ lệ chuyển đổi</th><th scope="col" class="num">Khoảng tin cậy 95%</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}

function endForm(result: ExperimentResult, csrf: string): SafeHtml {
  const { experiment } = result;
  const legendId = `end-${experiment.id}`;
  const choices = experiment.variants.map(
    (v, i) =>
      html`<label><input type="radio" name="phien-ban" value="${v.id}"${i === 0 && html` required`}${
        result.verdict.kind === 'significant' && result.verdict.best.id === v.id && html` checked`
      }>${v.name} (${v.id.toUpperCase()})</label>`,
  );
  return html`<form method="post" action="/thu-nghiem/ket-thuc"><input type="hidden" name="_csrf" value="${csrf}"><input type="hidden" name="thu-nghiem" value="${experiment.id}"><fieldset aria-describedby="${legendId}-hint"><legend>Kết thúc thử nghiệm: phiên bản nào trở thành trang?</legend>${choices}
<p class="hint" id="${legendId}-hint">Trang ${experiment.route} được đăng lại với nội dung của phiên bản đã chọn và không còn thử nghiệm; mọi khách đều thấy phiên bản đó. Việc đăng được kiểm tra và ghi lịch sử như mọi lần đăng.</p>
<button type="submit">Kết thúc thử nghiệm</button></fieldset></form>`;
}

export interface ExperimentsPageInput {
  results: readonly ExperimentResult[];
  /** Publishers and admins, with a content repository: the form ending a test. */
  canEnd: boolean;
  /** Sales and admins: a link to the leads of each experiment. */
  canSeeLeads: boolean;
  csrf: string;
  message?: string;
  error?: string;
}

export function experimentsPage({ results, canEnd, canSeeLeads, csrf, message, error }: ExperimentsPageInput): SafeHtml {
  const sections = results.map((result) => {
    const { experiment, days } = result;
    return html`<section class="experiment" aria-labelledby="title-${experiment.id}"><h2 id="title-${experiment.id}">${experiment.name}</h2>
<p>Trang <strong>${experiment.route}</strong> · mã thử nghiệm <code>${experiment.id}</code>${
      days && html` · lượt xem đếm từ ${shownDay(days.first)} đến ${shownDay(days.last)}`
    }</p>
${resultTable(result)}
<p class="verdict">${verdictText(result.verdict)}</p>${
      canSeeLeads && html`<p><a href="/khach-hang?experiment=${encodeURIComponent(experiment.id)}">Xem khách hàng của thử nghiệm này</a></p>`
    }${canEnd && endForm(result, csrf)}</section>`;
  });
  return layout(
    'Thử nghiệm A/B',
    html`<p><a href="/">← Trang chính</a></p><h1>Thử nghiệm A/B</h1>${message && html`<p class="ok" role="status">${message}</p>`}${
      error && html`<p class="error" role="alert">${error}</p>`
    }
<p>Lượt xem được đếm theo ngày, không lưu địa chỉ IP hay mã nhận diện khách; khách bật “Không theo dõi” (Do Not Track, Global Privacy Control) không được đếm, nên tỷ lệ có thể cao hơn thực tế đôi chút. Tỷ lệ chuyển đổi = khách để lại thông tin ÷ lượt xem.</p>
${sections.length ? joinHtml(sections, '\n') : html`<p>Nội dung đang đăng không có thử nghiệm A/B nào.</p>`}`,
    { wide: true, style: STYLE },
  );
}
