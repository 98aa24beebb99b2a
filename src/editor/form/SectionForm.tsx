// The generated form of one section (by its type's schema) and of the page's own settings.
import { Button, Stack, Text, Title } from '@mantine/core';
import { defaultFor, displayPath, getIn, type JsonPath } from '../../content/jsonValue.ts';
import { Field, ObjectField } from './Field.tsx';
import { useForm } from './FormContext.tsx';
import { IssueList } from './Issues.tsx';
import { sectionName, withoutDeveloperNotes } from '../../content/labels.ts';

export function SectionForm({ path }: { path: JsonPath }) {
  const { schemas, page, issues } = useForm();
  const value = getIn(page, path) as Record<string, unknown> | undefined;
  const schema = schemas.sectionSchema(value?.type);
  if (!value) return null;
  if (!schema) {
    return (
      <Stack>
        <Title order={2} size="h4">
          Section không rõ loại “{String(value.type)}”
        </Title>
        <IssueList issues={issues.get(displayPath([...path, 'type'])) ?? []} />
      </Stack>
    );
  }
  return (
    <section aria-labelledby="section-form-title">
      <Title order={2} size="h4" id="section-form-title">
        {sectionName(schema, String(value.type))}
      </Title>
      <Text size="sm" c="dimmed" mb="sm" className="editor-help">
        {withoutDeveloperNotes(schema.description ?? '')}
      </Text>
      <IssueList issues={issues.get(displayPath(path)) ?? []} />
      <ObjectField path={path} schema={schema} value={value} name={path[path.length - 1]} label="" />
    </section>
  );
}

/** Page settings: every property of the page schema except its sections ("meta", "card"…). */
export function PageSettingsForm() {
  const { schemas, page, change } = useForm();
  const schema = schemas.page();
  const value = (page ?? {}) as Record<string, unknown>;
  // The A/B test has its own place (src/editor/ui/Experiment.tsx), above the outline.
  const keys = Object.keys(schema.properties ?? {}).filter((k) => k !== 'sections' && k !== '$schema' && k !== 'experiment');
  return (
    <section aria-labelledby="page-settings-title">
      <Title order={2} size="h4" id="page-settings-title" mb="sm">
        Cài đặt trang
      </Title>
      <Stack>
        {keys.map((key) => {
          const child = schema.properties![key];
          if (Object.hasOwn(value, key) || schema.required?.includes(key))
            return <Field key={key} path={[key]} schema={child} value={value[key]} name={key} required={schema.required?.includes(key)} />;
          return (
            <Button key={key} variant="light" data-path={key} onClick={() => change([key], defaultFor(schemas, child))}>
              + {schemas.deref(child).description?.split(/[.:(]/)[0] ?? key}
            </Button>
          );
        })}
      </Stack>
    </section>
  );
}
