import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { LeadFormSection } from '../../model/generated.ts';
import { checkLeadField, type LeadErrors } from '../../lib/lead.ts';
import { useLocation } from '../../kit/navigation.ts';
import { useHydrated } from '../../kit/useHydrated.ts';
import { useSite } from '../../kit/SiteContext.tsx';
import { useChosenTemplate } from '../shared/useChosenTemplate.ts';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { SectionShell } from '../shared/SectionShell.tsx';
import { buttonProps } from '../shared/buttonProps.ts';
import { LEGAL_ROUTES } from '../shared/legalRoutes.ts';
import classes from './LeadForm.module.css';
import { sendLead } from './sendLead.ts';

/** The fields the visitor fills, in the order they are shown (and focused when invalid). */
const SHOWN = ['name', 'email', 'phone', 'service', 'needs'] as const;
type Shown = (typeof SHOWN)[number];
type Values = Record<Shown, string> & { website: string };
type Problem = { kind: 'failed' } | { kind: 'limited'; retryAfter?: number } | { kind: 'refused'; message: string };
/** What every visible control gets: value, checks and the link to its message. */
interface ControlProps {
  id: string;
  name: Shown;
  className: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  'aria-invalid'?: 'true';
  'aria-describedby'?: string;
}

const EMPTY: Values = { name: '', email: '', phone: '', service: '', needs: '', website: '' };
const SUCCESS = 'Cảm ơn bạn! Chúng tôi đã nhận được yêu cầu.';
/** Who calls, when and what happens next (after the author's own thanks, if any). */
const NEXT_STEPS =
  'Chuyên viên tư vấn của AM Digital sẽ gọi lại số điện thoại bạn vừa để lại trong giờ làm việc (8:00–17:30, thứ Hai đến thứ Bảy), hỏi rõ nhu cầu rồi gửi đề xuất và báo giá. Bạn không phải trả phí cho buổi tư vấn.';

/** "45 giây", "khoảng 3 phút", or "một lát" when the server did not say. */
const waitText = (seconds?: number) =>
  seconds === undefined ? 'một lát' : seconds <= 90 ? `${Math.max(seconds, 1)} giây` : `khoảng ${Math.ceil(seconds / 60)} phút`;

/** Focus by id: the controls have ids anyway, and no element refs need keeping. */
const focusField = (uid: string, name: Shown) => document.getElementById(`${uid}-${name}`)?.focus();

/**
 * Consultation form, sent to the site server (POST /api/leads), which stores it. The fields are
 * checked here with the server's own rules (src/lib/lead.ts) before sending; the server's
 * per-field messages are shown the same way. A failed send keeps everything typed and offers
 * "Thử lại" and the hotline. `website` is a honeypot: hidden from people, filled by bots.
 */
export function LeadForm({ id, heading, description, services, submitLabel, consent, successText, template }: LeadFormSection) {
  const uid = useId();
  const titleId = `${uid}-title`;
  const { company } = useSite();
  const { pathname } = useLocation();
  // The prerendered form cannot send (no JavaScript yet): its button stays disabled until hydrated,
  // so an early or script-less click does not reload the page with the answers in the URL.
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<LeadErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  // State updates land a render later; a second click or Enter in between must see "busy" now.
  const busy = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const wasSent = useRef(false);
  // Opened from the gallery (/contact?template=<id>): a known template, named; other ids are ignored.
  const chosenTemplate = useChosenTemplate(template?.templates);
  const presetService = chosenTemplate && template && services.includes(template.service) ? template.service : '';

  // The service the template is for is chosen already (once it is known: after hydration). Adjusted
  // while rendering, as React advises for state that follows a prop, not in an effect.
  const [appliedPreset, setAppliedPreset] = useState('');
  if (presetService !== appliedPreset) {
    setAppliedPreset(presetService);
    if (presetService) setValues((old) => (old.service ? old : { ...old, service: presetService }));
  }

  useEffect(() => {
    if (sent) doneRef.current?.focus();
    else if (wasSent.current) focusField(uid, 'name');
    wasSent.current = sent;
  }, [sent, uid]);

  const check = (field: Shown, value: string) => checkLeadField(field, value, services, values.phone);
  const set = (field: keyof Values, value: string) => setValues((old) => ({ ...old, [field]: value }));
  // Leaving a filled or already flagged field checks it; tabbing through empty fields does not nag.
  const blur = (field: Shown) => {
    if (values[field].trim() || errors[field]) setErrors((old) => ({ ...old, [field]: check(field, values[field]) }));
  };

  const showErrors = (found: LeadErrors): boolean => {
    setErrors(found);
    const first = SHOWN.find((f) => found[f]);
    if (first) focusField(uid, first);
    return first !== undefined;
  };

  const send = async () => {
    if (busy.current) return;
    const found: LeadErrors = {};
    for (const f of SHOWN) found[f] = check(f, values[f]);
    if (showErrors(found)) return;
    busy.current = true;
    setSending(true);
    setProblem(null);
    const outcome = await sendLead({ ...values, page: pathname, template: chosenTemplate?.id ?? '' });
    busy.current = false;
    setSending(false);
    if (outcome.kind === 'stored') setSent(true);
    else if (outcome.kind === 'invalid') {
      // A message for a field the visitor cannot see (page, template) is shown in the box.
      if (!showErrors(outcome.fields))
        setProblem({ kind: 'refused', message: Object.values(outcome.fields)[0] ?? outcome.message ?? 'Thông tin gửi đi chưa hợp lệ.' });
    } else setProblem(outcome);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  // The box holding "Thử lại" goes away while sending: focus waits on the busy submit button.
  const retry = () => {
    submitRef.current?.focus();
    void send();
  };

  const again = () => {
    setValues({ ...EMPTY, service: presetService });
    setErrors({});
    setSent(false);
  };

  const hotline = <a href={`tel:${company.hotline}`}>{company.phone}</a>;

  // A required field's label ends in a red "*" (CSS, not read aloud: the control says it is required);
  // a note says when an optional field may be left empty.
  const field = (
    name: Shown,
    label: string,
    control: (props: ControlProps) => ReactNode,
    { required = false, note }: { required?: boolean; note?: string } = {},
  ) => {
    const fieldId = `${uid}-${name}`;
    const error = errors[name];
    return (
      <div className={classes.field}>
        <label htmlFor={fieldId} className={classes.label} data-required={required || undefined}>
          {label}
        </label>
        {note ? <span className={classes.note}>{note}</span> : null}
        {control({
          id: fieldId,
          name,
          className: classes.control,
          value: values[name],
          onChange: (e) => set(name, e.target.value),
          onBlur: () => blur(name),
          'aria-invalid': error ? 'true' : undefined,
          'aria-describedby': error ? `${fieldId}-error` : undefined,
        })}
        {error ? (
          <p id={`${fieldId}-error`} className={classes.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <SectionShell type="leadForm" id={id} labelledBy={titleId} label={heading} size="md" muted>
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      {sent ? (
        <div role="status" ref={doneRef} tabIndex={-1} className={classes.done}>
          <p className={classes.plain}>{successText ?? SUCCESS}</p>
          <p className={classes.plain}>{NEXT_STEPS}</p>
          <p className={classes.plain}>Cần gấp? Gọi ngay hotline {hotline}.</p>
          <button type="button" {...buttonProps({ variant: 'outline', className: classes.start })} onClick={again}>
            Gửi yêu cầu khác
          </button>
        </div>
      ) : (
        <form className={classes.form} noValidate onSubmit={submit}>
          {chosenTemplate && template ? (
            <p className={classes.template}>
              {template.label}: <strong>{chosenTemplate.name}</strong>
            </p>
          ) : null}
          <p className={classes.consent}>
            Ô có dấu <span className={classes.star}>*</span> là bắt buộc.
          </p>
          {field(
            'name',
            'Họ và tên',
            (p) => (
              <input {...p} type="text" autoComplete="name" required />
            ),
            { required: true },
          )}
          {field(
            'email',
            'Email',
            (p) => (
              <input {...p} type="email" autoComplete="email" />
            ),
            { note: 'không bắt buộc khi có số điện thoại' },
          )}
          {field(
            'phone',
            'Số điện thoại',
            (p) => (
              <input {...p} type="tel" autoComplete="tel" inputMode="tel" required />
            ),
            { required: true },
          )}
          {field('service', 'Dịch vụ quan tâm', (p) => (
            <select {...p}>
              <option value="">Chọn dịch vụ</option>
              {services.map((s, i) => (
                <option key={i} value={s}>
                  {s}
                </option>
              ))}
            </select>
          ))}
          {field('needs', 'Nhu cầu của bạn', (p) => (
            <textarea {...p} rows={4} />
          ))}
          {/* Honeypot: off screen, out of the tab order and hidden from assistive technology. */}
          <div className={classes.trap} aria-hidden="true">
            <label htmlFor={`${uid}-website`}>Website</label>
            <input
              id={`${uid}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(e) => set('website', e.target.value)}
            />
          </div>
          <button
            type="submit"
            ref={submitRef}
            {...buttonProps({ size: 'lg', className: classes.start })}
            disabled={!hydrated}
            aria-busy={sending || undefined}
            aria-disabled={sending || undefined}
          >
            {sending ? 'Đang gửi…' : (submitLabel ?? 'Gửi yêu cầu')}
          </button>
          {problem ? (
            <div role="alert" className={classes.alert}>
              <p className={classes.plain}>
                {problem.kind === 'failed'
                  ? 'Chưa gửi được yêu cầu do lỗi kết nối hoặc máy chủ. Thông tin bạn nhập vẫn được giữ nguyên. Vui lòng thử lại hoặc gọi hotline '
                  : problem.kind === 'limited'
                    ? `Bạn đã gửi nhiều yêu cầu trong thời gian ngắn. Vui lòng đợi ${waitText(problem.retryAfter)} rồi gửi lại, hoặc gọi hotline `
                    : `${problem.message} Bạn cũng có thể gọi hotline `}
                {hotline}.
              </p>
              {problem.kind === 'failed' ? (
                <button type="button" {...buttonProps({ variant: 'outline', className: classes.start })} onClick={retry}>
                  Thử lại
                </button>
              ) : null}
            </div>
          ) : null}
          <p className={classes.consent}>
            {consent ?? 'Bằng việc gửi biểu mẫu, bạn đồng ý với'} <a href={LEGAL_ROUTES.terms}>điều khoản sử dụng</a> và{' '}
            <a href={LEGAL_ROUTES.privacy}>chính sách bảo mật</a> của chúng tôi.
          </p>
          <p className={classes.consent}>Cần tư vấn ngay? Gọi hotline {hotline}.</p>
        </form>
      )}
    </SectionShell>
  );
}
