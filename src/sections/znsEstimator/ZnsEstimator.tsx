import { VisuallyHidden } from '@mantine/core';
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { ZnsEstimatorSection } from '../../model/generated.ts';
import { formatInteger, formatVnd } from '../../lib/format.ts';
import { ActionButton } from '../shared/ActionButtons.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { SectionShell } from '../shared/SectionShell.tsx';
import { parseTyped, snapToRange, stepRange } from './range.ts';
import classes from './ZnsEstimator.module.css';

const UNIT = 'tin nhắn';

/**
 * Monthly ZNS cost: a native slider and a number box share one value (messages per month);
 * the estimate is messages × unit price, announced politely. The box writes the number as the rest
 * of the page does ("31.500") and reads it typed either way ("31500", "31.500"); typed text is kept
 * as typed until blur or Enter, then clamped, snapped to the slider's step grid and written again.
 * It is a text field with the spin button role: the arrow keys step it, as a number field's would.
 */
export function ZnsEstimator(props: ZnsEstimatorSection) {
  const { id, heading, description, label, unitPrice, resultLabel, note, cta } = props;
  const uid = useId();
  const range = stepRange(props.min, props.max, props.step);
  const [value, setValue] = useState(() => snapToRange(props.default, range));
  /** The number box's text while the visitor types; null when it shows the value. */
  const [draft, setDraft] = useState<string | null>(null);
  // Snapped on every render too: a page file edited in the dev server may move the range under the state.
  const messages = snapToRange(value, range);

  const edit = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    setDraft(text);
    // A value already valid (e.g. from the box's arrow keys) updates the estimate at once.
    const typed = parseTyped(text);
    if (typed !== null && snapToRange(typed, range) === typed) setValue(typed);
  };
  const commit = () => {
    if (draft === null) return;
    const typed = parseTyped(draft);
    if (typed !== null) setValue(snapToRange(typed, range));
    setDraft(null);
  };
  const onBoxKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const from = draft === null ? messages : (parseTyped(draft) ?? messages);
    setValue(snapToRange(from + (event.key === 'ArrowUp' ? range.step : -range.step), range));
    setDraft(null);
  };
  const slide = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(Number(event.currentTarget.value));
    setDraft(null);
  };

  const bounds = { min: range.min, max: range.max, step: range.step };
  return (
    <SectionShell type="znsEstimator" id={id} labelledBy={heading ? `${uid}-title` : undefined} label={heading ?? label} size="md">
      <SectionHeader titleId={`${uid}-title`} heading={heading} description={description} />
      <div className={classes.card}>
        <label id={`${uid}-label`} htmlFor={`${uid}-count`} className={classes.label}>
          {label}
        </label>
        <div className={classes.controls}>
          <input
            type="range"
            className={classes.slider}
            aria-labelledby={`${uid}-label`}
            aria-valuetext={`${formatInteger(messages)} ${UNIT}`}
            {...bounds}
            value={messages}
            onChange={slide}
          />
          <input
            type="text"
            role="spinbutton"
            id={`${uid}-count`}
            className={classes.count}
            inputMode="numeric"
            autoComplete="off"
            aria-valuemin={range.min}
            aria-valuemax={range.max}
            aria-valuenow={messages}
            aria-valuetext={`${formatInteger(messages)} ${UNIT}`}
            value={draft ?? formatInteger(messages)}
            onChange={edit}
            onBlur={commit}
            onKeyDown={onBoxKey}
          />
        </div>
        {/* The slider announces its own value; the ends are only a visual scale. */}
        <div className={classes.scale} aria-hidden="true">
          <span>{formatInteger(range.min)}</span>
          <span>{formatInteger(range.max)}</span>
        </div>
        <p className={classes.result} aria-live="polite" aria-atomic="true">
          <span className={classes.resultLabel}>
            {resultLabel}
            <VisuallyHidden component="span">: </VisuallyHidden>
          </span>
          <strong className={classes.amount}>{formatVnd(messages * unitPrice)}</strong>
        </p>
        <p className={classes.formula}>{`${formatInteger(messages)} ${UNIT} × ${formatVnd(unitPrice)}`}</p>
        {note ? <p className={classes.note}>{note}</p> : null}
        {cta ? (
          <div className={classes.cta}>
            <ActionButton button={cta} size="md" />
          </div>
        ) : null}
      </div>
    </SectionShell>
  );
}
