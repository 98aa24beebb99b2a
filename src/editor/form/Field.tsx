// One generated field: picks the widget for a schema (and its value) and recurses into objects,
// arrays and either/or choices. No section type is named here: everything comes from the schema.
import { ActionIcon, Button, Fieldset, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { kindOf, type Schema } from '../../content/schemaSet.ts';
import { defaultFor, displayPath, moveItem, setIn, type JsonPath } from '../../content/jsonValue.ts';
import { useForm } from './FormContext.tsx';
import { helpOf, labelOf } from '../../content/labels.ts';
import { IssueList, issuesText } from './Issues.tsx';
import { BooleanField, EnumField, NumberField, TextField } from './scalarFields.tsx';
import { AssetField, DateField, IconField, LinkField, RefField, SectionIdField } from './specialFields.tsx';
import { DateTimeField } from './DateTimeField.tsx';
import type { FieldProps, WidgetProps } from './fieldProps.ts';

export type { FieldProps, WidgetProps } from './fieldProps.ts';

const DATE_PATTERN = /^\^\\d\{4\}-\(0\[1-9\]/;

export function Field(props: FieldProps) {
  const { schemas } = useForm();
  const deref = schemas.deref(props.schema);
  // The shared text type's description ("Văn bản hiển thị… không hiểu HTML") says nothing about this
  // field: it is not shown as its help when the field has no description of its own.
  const generic = props.schema.description === undefined && deref.refs?.some((r) => r.endsWith('/$defs/text'));
  const schema = generic ? { ...deref, description: undefined } : deref;
  const inner = <FieldWidget {...props} schema={schema} />;
  return (
    <div data-path={displayPath(props.path)} className="editor-field">
      {inner}
    </div>
  );
}

function FieldWidget({ path, schema, value, name, required }: FieldProps) {
  const { schemas } = useForm();
  const common = { path, schema, value, name, required, label: labelOf(schema, name), help: helpOf(schema, name) };
  // A fixed value (a section's "type") is not the author's to edit: the form's title already names the section.
  if (schema.const !== undefined) return null;
  if (schema.oneOf || schema.anyOf) return <ChoiceField {...common} />;
  if (schemas.holdsSections(schema)) return <NestedSectionsNote {...common} />;
  if (schema['x-link']) return <LinkField {...common} />;
  if (schema['x-asset']) return <AssetField {...common} />;
  if (typeof schema['x-ref'] === 'string') return <RefField {...common} />;
  if (schema.refs?.some((r) => r.endsWith('/sectionId'))) return <SectionIdField {...common} />;
  if (schema.refs?.some((r) => r.endsWith('/iconName'))) return <IconField {...common} />;
  if (schema.enum) return <EnumField {...common} />;
  const type = Array.isArray(schema.type)
    ? schema.type.includes(kindOf(value))
      ? kindOf(value)
      : schema.type[0]
    : (schema.type ?? (schema.properties ? 'object' : 'string'));
  if (type === 'string' && schema['x-date-time'] === true) return <DateTimeField {...common} />;
  if (type === 'string' && schema.pattern && DATE_PATTERN.test(schema.pattern)) return <DateField {...common} />;
  switch (type) {
    case 'string':
      return <TextField {...common} />;
    case 'integer':
    case 'number':
      return <NumberField {...common} />;
    case 'boolean':
      return <BooleanField {...common} />;
    case 'array':
      return <ArrayField {...common} />;
    case 'object':
      return <ObjectField {...common} />;
    default:
      return <TextField {...common} />;
  }
}

/** An object: its properties in schema order; optional ones absent from the file can be added. */
export function ObjectField({ path, schema, value, label, help }: WidgetProps) {
  const { schemas, change, issues } = useForm();
  const object = (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  const properties = Object.entries(schema.properties ?? {});
  // Two properties of which the object holds one (if/then/else): one choice, at the first one's place.
  const pairs = schemas.alternatives(schema);
  const pairOf = (key: string) => pairs.find((pair) => pair.includes(key));
  // A required property stays on screen even when its value is gone (the field says it is empty).
  const shown = (key: string) => Object.hasOwn(object, key) || schema.required?.includes(key) === true;
  const missing = properties.filter(([key]) => !shown(key) && !pairOf(key));
  const own = issues.get(displayPath(path)) ?? [];
  const body = (
    <Stack gap="sm">
      {properties
        .filter(([key]) => shown(key) || pairOf(key))
        .map(([key, child]) => {
          const pair = pairOf(key);
          if (pair) {
            const first = properties.find(([k]) => pair.includes(k))?.[0];
            return key === first ? <AlternativeField key={key} path={path} schema={schema} object={object} pair={pair} /> : null;
          }
          const isRequired = schema.required?.includes(key) ?? false;
          return (
            <div key={key}>
              <Field path={[...path, key]} schema={child} value={object[key]} name={key} required={isRequired} />
              {!isRequired && (
                <Button
                  variant="subtle"
                  size="compact-xs"
                  color="gray"
                  onClick={() => change([...path, key], undefined)}
                  aria-label={`Bỏ trường "${labelOf(schemas.deref(child), key)}"`}
                >
                  Bỏ trường này
                </Button>
              )}
            </div>
          );
        })}
      {missing.length > 0 && (
        <Group gap="xs" aria-label="Thêm trường tùy chọn" role="group">
          {missing.map(([key, child]) => (
            <Button
              key={key}
              variant="light"
              size="compact-sm"
              data-path={displayPath([...path, key])}
              onClick={() => change([...path, key], defaultFor(schemas, child))}
            >
              + {labelOf(schemas.deref(child), key)}
            </Button>
          ))}
        </Group>
      )}
      <IssueList issues={own} />
    </Stack>
  );
  if (!label) return body; // a section's own fields: the form is its frame
  return (
    <Fieldset legend={label} title={help}>
      {body}
    </Fieldset>
  );
}

/**
 * One of two properties (`price` or `priceText`, declared with if/then/else): the author picks which
 * and edits only that one; switching removes the other, so the object never holds both.
 */
function AlternativeField({ path, schema, object, pair }: { path: JsonPath; schema: Schema; object: Record<string, unknown>; pair: [string, string] }) {
  const { schemas, change } = useForm();
  const [usual, instead] = pair;
  const chosen = Object.hasOwn(object, instead) ? instead : usual;
  const childSchema = (key: string) => schema.properties?.[key] ?? {};
  const label = (key: string) => labelOf(schemas.deref(childSchema(key)), key);
  // A hand-written file may hold both: both are shown (the validator says which to drop).
  const shown = pair.filter((key) => key === chosen || Object.hasOwn(object, key));
  const choose = (next: string) => {
    const rest = Object.fromEntries(Object.entries(object).filter(([key]) => !pair.includes(key)));
    const order = Object.keys(schema.properties ?? {});
    change(
      path,
      setIn(rest, [next], defaultFor(schemas, childSchema(next)), () => order),
    );
  };
  return (
    <Fieldset legend={`${label(usual)} hoặc ${label(instead)}`}>
      <SegmentedControl
        aria-label={`Chọn: ${label(usual)} hoặc ${label(instead)}`}
        data={pair.map((key) => ({ value: key, label: label(key) }))}
        value={chosen}
        onChange={choose}
        mb="sm"
        fullWidth
      />
      {shown.map((key) => (
        <Field key={key} path={[...path, key]} schema={childSchema(key)} value={object[key]} name={key} required />
      ))}
    </Fieldset>
  );
}

/** A list: items with move up / move down / remove, and "add". */
export function ArrayField({ path, schema, value, label, help }: WidgetProps) {
  const { schemas, change, issues } = useForm();
  const list = Array.isArray(value) ? value : [];
  const own = issues.get(displayPath(path)) ?? [];
  const full = schema.maxItems !== undefined && list.length >= schema.maxItems;
  return (
    <Fieldset legend={`${label} (${list.length}${schema.maxItems !== undefined ? `/${schema.maxItems}` : ''})`}>
      {help && (
        <Text size="xs" c="dimmed" mb="xs" className="editor-help">
          {help}
        </Text>
      )}
      <Stack gap="sm">
        {list.map((item, i) => (
          <div key={i} className="editor-item">
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                Mục {i + 1}
              </Text>
              <Group gap={4}>
                <ActionIcon variant="default" aria-label={`Đưa mục ${i + 1} lên`} disabled={i === 0} onClick={() => change(path, moveItem(list, i, i - 1))}>
                  <IconArrowUp size={14} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={`Đưa mục ${i + 1} xuống`}
                  disabled={i === list.length - 1}
                  onClick={() => change(path, moveItem(list, i, i + 1))}
                >
                  <IconArrowDown size={14} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon variant="default" color="red" aria-label={`Xóa mục ${i + 1}`} onClick={() => change([...path, i], undefined)}>
                  <IconTrash size={14} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Group>
            <Field path={[...path, i]} schema={schema.items ?? {}} value={item} name={i} required />
          </div>
        ))}
        <Button variant="light" size="compact-sm" disabled={full} onClick={() => change([...path, list.length], defaultFor(schemas, schema.items))}>
          + Thêm mục vào “{label}”
        </Button>
        <IssueList issues={own} />
      </Stack>
    </Fieldset>
  );
}

/** Either/or (oneOf/anyOf): the author picks a branch; the value follows it. */
export function ChoiceField({ path, schema, value, label, help, name }: WidgetProps) {
  const { schemas, change, issues } = useForm();
  const branches = (schema.oneOf ?? schema.anyOf ?? []).map((b) => schemas.deref(b));
  const index = Math.max(0, schemas.branchIndex(schema, value));
  const branchLabel = (b: Schema, i: number) => labelOf(b, `Cách ${i + 1}`);
  const error = issuesText(issues.get(displayPath(path)));
  return (
    <Fieldset legend={label}>
      {help && (
        <Text size="xs" c="dimmed" mb="xs" className="editor-help">
          {help}
        </Text>
      )}
      <SegmentedControl
        aria-label={`Chọn cách nhập “${label}”`}
        data={branches.map((b, i) => ({ value: String(i), label: branchLabel(b, i) }))}
        value={String(index)}
        onChange={(next) => change(path, defaultFor(schemas, branches[Number(next)]))}
        mb="sm"
        fullWidth
      />
      {branches[index] && <FieldWidgetWrapper path={path} schema={branches[index]} value={value} name={name} />}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}

function FieldWidgetWrapper(props: FieldProps) {
  return <FieldWidget {...props} />;
}

/** Sections inside a section are edited in the outline, like the page's own. */
function NestedSectionsNote({ value, label, path }: WidgetProps): ReactNode {
  const count = Array.isArray(value) ? value.length : 0;
  // In an A/B variant's section the outline lists the page's top-level sections only.
  if (path[0] === 'experiment')
    return (
      <Text size="sm" c="dimmed">
        {label}: {count} section — ở phiên bản thử chưa sửa riêng được từng section bên trong.
      </Text>
    );
  return (
    <Text size="sm" c="dimmed">
      {label}: {count} section — chọn chúng trong dàn trang bên trái.
    </Text>
  );
}
