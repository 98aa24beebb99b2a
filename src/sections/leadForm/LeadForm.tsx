import { useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { LeadFormSection } from '../../model/generated.ts';
import { useSite } from '../../render/SiteContext.tsx';
import { useChosenTemplate } from '../shared/useChosenTemplate.ts';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { SectionShell } from '../shared/SectionShell.tsx';
import classes from './LeadForm.module.css';
import { openMailto } from './openMailto.ts';
import { buttonProps } from '../shared/buttonProps.ts';

type Values = { name: string; email: string; phone: string; service: string; needs: string };
type Checked = 'name' | 'email' | 'phone';
type Errors = Partial<Record<Checked, string>>;

const EMPTY: Values = { name: '', email: '', phone: '', service: '', needs: '' };
const CHECKED: Checked[] = ['name', 'email', 'phone'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const VN_PHONE = /^(0|\+84)(3|5|7|8|9)\d{8}$/;

function check(field: Checked, value: string): string | undefined {
  const v = value.trim();
  if (field === 'name') return v.length < 2 ? 'Vui lòng nhập họ và tên.' : undefined;
  if (field === 'email') {
    if (!v) return 'Vui lòng nhập email.';
    return EMAIL.test(v) ? undefined : 'Email chưa đúng định dạng, ví dụ: ten@congty.vn.';
  }
  if (!v) return 'Vui lòng nhập số điện thoại.';
  return VN_PHONE.test(v.replace(/[\s.-]/g, '')) ? undefined : 'Số điện thoại chưa đúng, ví dụ: 0901 234 567.';
}

/** The mailto: URL carrying the request: subject with the name, one line per field (CRLF). */
export function buildMailto(to: string, v: Values, template?: { id: string; name: string }): string {
  const subject = `Yêu cầu tư vấn từ website – ${v.name.trim()}`;
  const body = [
    `Họ và tên: ${v.name.trim()}`,
    `Email: ${v.email.trim()}`,
    `Số điện thoại: ${v.phone.trim()}`,
    `Dịch vụ quan tâm: ${v.service || '(chưa chọn)'}`,
    `Nhu cầu: ${v.needs.trim()}`,
    ...(template ? [`Mẫu giao diện: ${template.name} (${template.id})`] : []),
  ].join('\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * Consultation form. No server receives it yet: a valid submit opens the visitor's email app
 * with the request filled in, and says so plainly (with the hotline as the alternative).
 */
export function LeadForm({ id, heading, description, services, submitLabel, consent, template }: LeadFormSection) {
  const uid = useId();
  const titleId = `${uid}-title`;
  const { company } = useSite();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const refs = useRef<Partial<Record<Checked, HTMLInputElement | null>>>({});
  const doneRef = useRef<HTMLDivElement>(null);
  const wasSent = useRef(false);
  // Opened from the gallery (/contact?template=<id>): a known template, named; other ids are ignored.
  const chosenTemplate = useChosenTemplate(template?.templates);

  // The service the template is for is chosen already.
  useEffect(() => {
    if (chosenTemplate && template && services.includes(template.service)) setValues((old) => (old.service ? old : { ...old, service: template.service }));
  }, [chosenTemplate, template, services]);

  useEffect(() => {
    if (sent) doneRef.current?.focus();
    else if (wasSent.current) refs.current.name?.focus();
    wasSent.current = sent;
  }, [sent]);

  const set = (field: keyof Values, value: string) => setValues((old) => ({ ...old, [field]: value }));
  const blur = (field: Checked) => {
    if (errors[field]) setErrors((old) => ({ ...old, [field]: check(field, values[field]) }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    for (const f of CHECKED) found[f] = check(f, values[f]);
    setErrors(found);
    const first = CHECKED.find((f) => found[f]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    openMailto(buildMailto(company.email, values, chosenTemplate));
    setSent(true);
  };

  const input = (field: Checked, label: string, extra: InputHTMLAttributes<HTMLInputElement>) => {
    const fieldId = `${uid}-${field}`;
    const error = errors[field];
    return (
      <div className={classes.field}>
        <label htmlFor={fieldId} className={classes.label}>
          {label}
        </label>
        <input
          {...extra}
          ref={(el) => {
            refs.current[field] = el;
          }}
          id={fieldId}
          name={field}
          required
          className={classes.control}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
          onBlur={() => blur(field)}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
        />
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
          <p style={{ margin: 0 }}>
            Ứng dụng email của bạn đã được mở với nội dung yêu cầu. Hãy bấm Gửi trong email để chúng tôi nhận được. Hoặc gọi hotline{' '}
            <a href={`tel:${company.hotline}`}>{company.phone}</a>.
          </p>
          <button type="button" {...buttonProps({ variant: 'outline' })} onClick={() => setSent(false)} style={{ justifySelf: 'start' }}>
            Sửa lại thông tin
          </button>
        </div>
      ) : (
        <form className={classes.form} noValidate onSubmit={submit}>
          {chosenTemplate && template ? (
            <p className={classes.template}>
              {template.label}: <strong>{chosenTemplate.name}</strong>
            </p>
          ) : null}
          {input('name', 'Họ và tên', { type: 'text', autoComplete: 'name' })}
          {input('email', 'Email', { type: 'email', autoComplete: 'email' })}
          {input('phone', 'Số điện thoại', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
          <div className={classes.field}>
            <label htmlFor={`${uid}-service`} className={classes.label}>
              Dịch vụ quan tâm
            </label>
            <select id={`${uid}-service`} name="service" className={classes.control} value={values.service} onChange={(e) => set('service', e.target.value)}>
              <option value="">Chọn dịch vụ</option>
              {services.map((s, i) => (
                <option key={i} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div className={classes.field}>
            <label htmlFor={`${uid}-needs`} className={classes.label}>
              Nhu cầu của bạn
            </label>
            <textarea id={`${uid}-needs`} name="needs" rows={4} className={classes.control} value={values.needs} onChange={(e) => set('needs', e.target.value)} />
          </div>
          <button type="submit" {...buttonProps({ size: 'lg' })} style={{ justifySelf: 'start' }}>
            {submitLabel ?? 'Gửi yêu cầu'}
          </button>
          <p className={classes.consent}>{consent ?? 'Bằng việc gửi biểu mẫu, bạn đồng ý với điều khoản sử dụng và chính sách bảo mật của chúng tôi.'}</p>
        </form>
      )}
    </SectionShell>
  );
}
