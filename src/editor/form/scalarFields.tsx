// Text, numbers, booleans and enums, each with its schema's label, help, limits and problems.
import { NativeSelect, NumberInput, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { formatVnd } from '../../lib/format.ts';
import { displayPath } from '../../content/jsonValue.ts';
import type { WidgetProps } from './fieldProps.ts';
import { useForm } from './FormContext.tsx';
import { enumLabel } from '../../content/labels.ts';
import { issuesText } from './Issues.tsx';

export function useFieldState({ path }: WidgetProps) {
  const { change, issues } = useForm();
  return { error: issuesText(issues.get(displayPath(path))), set: (value: unknown) => change(path, value) };
}

/** "12/70 ký tự" under a text with a length limit. */
function counter(text: string, min?: number, max?: number): string | undefined {
  if (min === undefined && max === undefined) return undefined;
  const length = Array.from(text).length;
  const range = min !== undefined && max !== undefined ? `${min}–${max}` : max !== undefined ? `tối đa ${max}` : `ít nhất ${min}`;
  return `${length} ký tự (${range})`;
}

/** Said at a field still holding a starter template's placeholder text. */
export const PLACEHOLDER_NOTE = 'Chữ mẫu của trang mẫu: hãy viết nội dung thật vào ô này trước khi gửi duyệt.';

export function TextField(props: WidgetProps) {
  const { schema, value, label, help, required, path } = props;
  const { error, set } = useFieldState(props);
  const { placeholders, notes } = useForm();
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  const long = (schema.maxLength ?? 0) > 160 || (schema.maxLength === undefined && /đoạn|nội dung|mô tả|trả lời|text/i.test(label) && text.length > 60);
  const count = counter(text, schema.minLength, schema.maxLength);
  const helpText = [help, count].filter(Boolean).join(' · ') || undefined;
  // Read with the field (its description), in the text colour: a note, not an error (the page is valid).
  const note = placeholders.has(displayPath(path))
    ? { text: PLACEHOLDER_NOTE, mark: 'data-placeholder-note' }
    : notes.has(displayPath(path))
      ? { text: notes.get(displayPath(path))!, mark: 'data-field-note' }
      : undefined;
  const description = note ? (
    <>
      <Text span size="xs" fw={700} c="dark.7" {...{ [note.mark]: '' }}>
        {note.text}
      </Text>
      {helpText ? <> {helpText}</> : null}
    </>
  ) : (
    helpText
  );
  const common = { label, description, error, required, value: text, onChange: (e: { currentTarget: { value: string } }) => set(e.currentTarget.value) };
  return long ? <Textarea {...common} rows={3} /> : <TextInput {...common} />;
}

export function NumberField(props: WidgetProps) {
  const { schema, value, label, help, required } = props;
  const { error, set } = useFieldState(props);
  const isMoney = schema.refs?.some((r) => r.endsWith('/vnd')) ?? false;
  const number = typeof value === 'number' ? value : undefined;
  const shown = isMoney && number !== undefined ? `Khách sẽ thấy: ${formatVnd(number)}` : undefined;
  return (
    <NumberInput
      label={label}
      description={[help, shown].filter(Boolean).join(' · ') || undefined}
      error={error}
      required={required}
      value={number ?? ''}
      min={schema.minimum}
      max={schema.maximum}
      allowDecimal={schema.type !== 'integer'}
      thousandSeparator={isMoney ? '.' : undefined}
      decimalSeparator={isMoney ? ',' : undefined}
      onChange={(next) => set(typeof next === 'number' ? next : next === '' ? undefined : Number(next))}
    />
  );
}

export function BooleanField(props: WidgetProps) {
  const { value, label, help } = props;
  const { error, set } = useFieldState(props);
  return <Switch label={label} description={help} error={error} checked={value === true} onChange={(e) => set(e.currentTarget.checked)} />;
}

export function EnumField(props: WidgetProps) {
  const { schema, value, label, help, required } = props;
  const { error, set } = useFieldState(props);
  const options = (schema.enum ?? []).map((v, i) => ({ value: JSON.stringify(v), label: enumLabel(schema, i) }));
  // With named choices, the description (which explains the raw values: '"split" = …') is not needed.
  return (
    <NativeSelect
      label={label}
      description={Array.isArray(schema['x-enumLabels']) ? undefined : help}
      error={error}
      required={required}
      data={[...(value === undefined ? [{ value: '', label: '— chọn —' }] : []), ...options]}
      value={value === undefined ? '' : JSON.stringify(value)}
      onChange={(e) => set(e.currentTarget.value === '' ? undefined : JSON.parse(e.currentTarget.value))}
    />
  );
}
