import { Title } from '@mantine/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { DomainCheckerSection } from '../../model/generated.ts';
import { cleanDomainInput, normalizeDomain } from '../../lib/domain.ts';
import { formatInteger } from '../../lib/format.ts';
import { useSite } from '../../kit/SiteContext.tsx';
import { ButtonRow } from '../shared/ActionButtons.tsx';
import { buttonProps } from '../shared/buttonProps.ts';
import { SectionShell } from '../shared/SectionShell.tsx';
import { checkDomain } from './checkDomain.ts';
import { CheckForYou } from './CheckForYou.tsx';
import classes from './DomainChecker.module.css';
import { HeadingText } from '../../kit/PageContext.tsx';

type Outcome =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'result'; shown: string; ext: string; available: boolean }
  | { state: 'refused'; message: string }
  | { state: 'failed'; shown: string };

/**
 * Domain availability: name + extension (from the site file), checked by the site server, which
 * holds the registrar credentials. The name is validated here with the server's own rules first.
 * Only the newest check may show its result: an older answer arriving late is dropped.
 */
export function DomainChecker({ id, heading, headingLevel = 2, description, labels, buttons }: DomainCheckerSection) {
  const uid = useId();
  const { domainExtensions = [], company } = useSite();
  const [name, setName] = useState('');
  const [ext, setExt] = useState(domainExtensions[0]?.ext ?? '');
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const latest = useRef<AbortController | null>(null);
  const loading = outcome.state === 'loading';
  const empty = name.trim() === '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (empty || loading) return;
    const valid = normalizeDomain(
      name,
      ext,
      domainExtensions.map((e) => e.ext),
    );
    if (!valid.ok) {
      setOutcome({ state: 'refused', message: valid.message });
      return;
    }
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setOutcome({ state: 'loading' });
    const shown = `${cleanDomainInput(name).replace(new RegExp(`${ext.replace(/\./g, '\\.')}$`), '')}${ext}`;
    try {
      const answer = await checkDomain(name, ext, controller.signal);
      if (latest.current !== controller) return;
      setOutcome(
        answer.kind === 'result'
          ? { state: 'result', shown, ext, available: answer.available }
          : answer.kind === 'refused'
            ? { state: 'refused', message: answer.message }
            : { state: 'failed', shown },
      );
    } catch (error) {
      if (latest.current !== controller) return;
      console.error('Domain check failed:', error);
      setOutcome({ state: 'failed', shown });
    }
  };

  const price = outcome.state === 'result' ? domainExtensions.find((e) => e.ext === outcome.ext)?.price : undefined;
  return (
    <SectionShell
      type="domainChecker"
      id={id}
      labelledBy={heading ? `${uid}-title` : undefined}
      label={heading ?? labels.name}
      size="md"
      className={classes.section}
    >
      {heading ? (
        <Title order={headingLevel} id={`${uid}-title`} className={headingLevel === 1 ? classes.pageTitle : classes.title}>
          <HeadingText text={heading} />
        </Title>
      ) : null}
      {description ? <p className={classes.description}>{description}</p> : null}
      <form className={classes.form} onSubmit={submit} noValidate>
        <div className={classes.field}>
          <label htmlFor={`${uid}-name`} className={classes.label}>
            {labels.name}
          </label>
          <input
            id={`${uid}-name`}
            name="name"
            className={classes.control}
            value={name}
            placeholder={labels.placeholder}
            onChange={(e) => setName(e.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
          />
        </div>
        <div className={classes.field}>
          <label htmlFor={`${uid}-ext`} className={classes.label}>
            {labels.extension}
          </label>
          <select id={`${uid}-ext`} name="ext" className={classes.control} value={ext} onChange={(e) => setExt(e.currentTarget.value)}>
            {domainExtensions.map((e) => (
              <option key={e.ext} value={e.ext}>
                {e.ext}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" {...buttonProps({ className: classes.submit })} disabled={empty || loading}>
          {loading ? (labels.checking ?? labels.submit) : labels.submit}
        </button>
      </form>
      <div aria-live="polite" className={classes.outcome}>
        {outcome.state === 'result' ? (
          <div className={outcome.available ? classes.available : classes.taken}>
            <p className={classes.verdict}>
              <strong>{outcome.shown}</strong>: {outcome.available ? labels.available : labels.taken}
            </p>
            {outcome.available && price !== undefined ? (
              <p className={classes.price}>
                {formatInteger(price)} {labels.perYear}
              </p>
            ) : null}
            {outcome.available ? <ButtonRow buttons={buttons} /> : null}
          </div>
        ) : null}
        {outcome.state === 'refused' ? <p className={classes.error}>{outcome.message}</p> : null}
        {outcome.state === 'failed' ? (
          // Never a dead end: no registrar, a registry that does not answer or answers nonsense all
          // get the same calm answer and three ways to have it checked for them. Keyed by the
          // domain: a new check starts a new answer.
          <CheckForYou key={outcome.shown} domain={outcome.shown} hotline={company.hotline} phone={company.phone} chatUrl={company.chatUrl} />
        ) : null}
      </div>
    </SectionShell>
  );
}
