import { useId, useRef, useState, type FormEvent } from 'react';
import { phoneProblem } from '../../lib/lead.ts';
import { useLocation } from '../../kit/navigation.ts';
import { SmartLink } from '../../kit/SmartLink.tsx';
import { buttonProps } from '../shared/buttonProps.ts';
import { LEGAL_ROUTES } from '../shared/legalRoutes.ts';
import { sendLead } from '../leadForm/sendLead.ts';
import classes from './DomainChecker.module.css';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'problem'; message: string };

/**
 * The domain checker's answer when it could not check (no registrar set, the registry silent or
 * garbled, the network down): never a dead end. The visitor leaves a phone number and the typed
 * domain becomes a lead (source "domain-check": the shared lead rules need the phone and the domain,
 * not a name), or opens Zalo with the domain copied to paste, or calls the hotline.
 */
export function CheckForYou({ domain, hotline, phone: shownPhone, chatUrl }: { domain: string; hotline: string; phone: string; chatUrl: string }) {
  const uid = useId();
  const { pathname } = useLocation();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [copied, setCopied] = useState(false);
  const busy = useRef(false);
  const call = <a href={`tel:${hotline}`}>{shownPhone}</a>;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const problem = phoneProblem(phone);
    setError(problem);
    if (problem) return document.getElementById(`${uid}-phone`)?.focus();
    busy.current = true;
    setState({ kind: 'sending' });
    const outcome = await sendLead({
      name: '',
      email: '',
      phone,
      service: '',
      needs: '',
      page: pathname,
      template: '',
      website: '',
      source: 'domain-check',
      domain,
    });
    busy.current = false;
    if (outcome.kind === 'stored') return setState({ kind: 'sent' });
    if (outcome.kind === 'invalid' && outcome.fields.phone) {
      setError(outcome.fields.phone);
      return setState({ kind: 'idle' });
    }
    setState({
      kind: 'problem',
      message:
        outcome.kind === 'limited'
          ? 'Bạn vừa gửi nhiều yêu cầu. Vui lòng đợi một lát rồi gửi lại, hoặc gọi hotline '
          : 'Chưa gửi được số điện thoại. Vui lòng thử lại, hoặc gọi hotline ',
    });
  };

  // The domain to paste into the Zalo chat (a zalo.me link cannot carry a message).
  const copy = () => {
    navigator.clipboard?.writeText(`Nhờ kiểm tra tên miền ${domain}`).then(
      () => setCopied(true),
      () => {},
    );
  };

  return (
    <div className={`${classes.taken} ${classes.stack}`}>
      <p className={classes.verdict}>
        <strong>{domain}</strong>: Chúng tôi sẽ kiểm tra giúp bạn.
      </p>
      {state.kind === 'sent' ? (
        <p className={classes.verdict} role="status">
          Đã nhận số điện thoại của bạn. Chúng tôi sẽ gọi báo kết quả tên miền {domain} trong giờ làm việc (8:00–17:30, thứ Hai đến thứ Bảy).
        </p>
      ) : (
        <form className={classes.leadForm} onSubmit={submit} noValidate>
          <div className={classes.field}>
            <label htmlFor={`${uid}-phone`} className={classes.label}>
              Để lại số điện thoại, chúng tôi gọi báo kết quả
            </label>
            <input
              id={`${uid}-phone`}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              className={classes.control}
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? `${uid}-phone-error` : undefined}
            />
            {error ? (
              <p id={`${uid}-phone-error`} className={classes.fieldError}>
                {error}
              </p>
            ) : null}
          </div>
          <button type="submit" {...buttonProps({ className: classes.submit })} aria-busy={state.kind === 'sending' || undefined}>
            {state.kind === 'sending' ? 'Đang gửi…' : 'Nhờ kiểm tra giúp'}
          </button>
        </form>
      )}
      {state.kind === 'problem' ? (
        <p className={classes.verdict} role="alert">
          {state.message}
          {call}.
        </p>
      ) : null}
      <p className={classes.verdict}>Hoặc gọi {call}, hay nhắn Zalo: tên miền được chép sẵn để bạn dán vào tin nhắn.</p>
      <div className={classes.actions}>
        <SmartLink href={chatUrl} {...buttonProps({ variant: 'outline' })} onClick={copy}>
          Nhắn Zalo
        </SmartLink>
        {copied ? <span role="status">Đã chép “Nhờ kiểm tra tên miền {domain}”.</span> : null}
      </div>
      {state.kind === 'sent' ? null : (
        <p className={classes.consent}>
          Số điện thoại chỉ dùng để báo kết quả và tư vấn tên miền (<a href={LEGAL_ROUTES.privacy}>chính sách bảo mật</a>).
        </p>
      )}
    </div>
  );
}
