// "New page" from a template (at the top: a long page list must not push it off screen), with the
// same route rules as `npm run new-page`; then every page (route, title, number of problems) with a filter.
import { Badge, Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { PageSummary } from '../contract/types.ts';
import { searchKey, slugify } from '../../lib/text.ts';
import { templateLabel } from './templateLabels.ts';

export interface PageListProps {
  pages: PageSummary[];
  current?: string;
  templates: { name: string; summary: string }[];
  onOpen(file: string): void;
  onCreate(route: string, template: string): Promise<string | undefined>;
}

/** "Ưu đãi Black Friday" → "/uu-dai-black-friday"; "/uu-dai/Thử nghiệm" → "/uu-dai/thu-nghiem". */
export function suggestRoute(text: string): string {
  return `/${text.split('/').map(slugify).filter(Boolean).join('/')}`;
}

export function PageList({ pages, current, templates, onOpen, onCreate }: PageListProps) {
  const [filter, setFilter] = useState('');
  const [route, setRoute] = useState('');
  const [template, setTemplate] = useState(templates[0]?.name ?? 'landing');
  const [error, setError] = useState<string>();
  const words = searchKey(filter).split(' ').filter(Boolean);
  const shown = pages.filter((p) => words.every((w) => searchKey(`${p.route} ${p.title}`).includes(w)));
  const suggestion = route.trim() ? suggestRoute(route) : '';
  return (
    <Stack gap="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setError(undefined);
          onCreate(route.trim(), template).then(setError, (err: Error) => setError(err.message));
        }}
      >
        <Stack gap={6}>
          <Text fw={700} size="sm">
            Trang mới
          </Text>
          <TextInput
            label="Đường dẫn"
            placeholder="/uu-dai/black-friday"
            value={route}
            onChange={(e) => setRoute(e.currentTarget.value)}
            description={suggestion && suggestion !== route.trim() ? `Gợi ý: ${suggestion}` : 'chữ thường không dấu, số và dấu gạch ngang'}
            error={error}
          />
          {suggestion && suggestion !== route.trim() && (
            <Button size="compact-xs" variant="subtle" onClick={() => setRoute(suggestion)}>
              Dùng {suggestion}
            </Button>
          )}
          <NativeSelect
            label="Mẫu"
            value={template}
            onChange={(e) => setTemplate(e.currentTarget.value)}
            data={templates.map((t) => ({ value: t.name, label: templateLabel(t) }))}
          />
          <Button type="submit" disabled={!route.trim()}>
            Tạo trang
          </Button>
        </Stack>
      </form>
      <TextInput label="Lọc trang" placeholder="đường dẫn hoặc tiêu đề" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
      <Text size="xs" c="dimmed" aria-live="polite">
        {`${shown.length}/${pages.length} trang`}
      </Text>
      <ul className="editor-page-list" aria-label="Các trang">
        {shown.map((p) => (
          <li key={p.file}>
            <button type="button" className="editor-outline-select" aria-current={p.file === current ? 'page' : undefined} onClick={() => onOpen(p.file)}>
              <Text span fw={600} size="sm">
                {p.route}
              </Text>
              {p.problems > 0 && (
                <Badge color="red.9" size="xs" ml={4}>
                  {p.problems} lỗi
                </Badge>
              )}
              <Text size="xs" c="dimmed" lineClamp={1}>
                {p.title}
              </Text>
            </button>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
