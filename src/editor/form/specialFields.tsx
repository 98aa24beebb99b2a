// Fields whose schema keyword says what they hold: links (x-link), images (x-asset), shared data
// ids (x-ref), icons (the iconName list), dates and section ids.
import { Autocomplete, Button, FileInput, Group, NativeSelect, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { searchKey, slugify } from '../../lib/text.ts';
import { UPLOAD_LIMIT_MB } from '../../lib/uploadLimit.ts';
import { sectionAnchors } from '../../model/sectionTree.ts';
import type { ProjectInfo } from '../contract/types.ts';
import { listAnchors } from '../schema/sectionOutline.ts';
import { displayPath, getIn, setIn } from '../../content/jsonValue.ts';
import type { WidgetProps } from './fieldProps.ts';
import { useForm } from './FormContext.tsx';
import { enumLabel } from '../../content/labels.ts';
import { useFieldState } from './scalarFields.tsx';
import { isoToVn, parseVnDate } from '../../content/vnDate.ts';

/** "https://amdigital.vn/pricing/seo#faq" → "/pricing/seo#faq": our own site is linked by path. */
export function internalLink(href: string, siteUrl: string): string {
  const own = siteUrl.replace(/\/+$/, '');
  if (!own) return href;
  for (const prefix of [own, own.replace('https://', 'http://'), own.replace('https://', 'https://www.'), own.replace('https://', 'http://www.')]) {
    if (href === prefix) return '/';
    if (href.startsWith(`${prefix}/`) || href.startsWith(`${prefix}#`)) return href.slice(prefix.length).replace(/^#/, '/#');
  }
  return href;
}

/** A place a link can go: its path (the value), what the author reads, and the words it is found by. */
export interface LinkOption {
  value: string;
  title: string;
  words: string;
}

/** This page's anchors and every page (with its anchors), each found by title, headings or path. */
export function linkOptions(project: ProjectInfo, route: string, page: unknown): LinkOption[] {
  const sections = (page as { sections?: unknown })?.sections;
  const here = sectionAnchors(sections).map((anchor) => {
    const heading = headingOf(getIn({ sections }, anchor.path.slice(0, -1)));
    return { value: `#${anchor.id}`, title: `${heading ?? anchor.id} (trên trang này)`, words: `${heading ?? ''} ${anchor.id}` };
  });
  const pages = project.pages.flatMap((p) => [
    { value: p.route, title: p.title || p.route, words: `${p.title} ${p.route} ${p.headings.join(' ')}` },
    ...p.anchors.map((a) => ({
      value: `${p.route}#${a}`,
      title: `${p.anchorHeadings[a] ?? a} — ${p.title}`,
      words: `${p.anchorHeadings[a] ?? ''} ${p.title} ${p.route}#${a}`,
    })),
  ]);
  const options = [...here, ...pages].filter((o) => !(o.value.startsWith(`${route}#`) && route !== '/'));
  return options.filter((o, i) => options.findIndex((x) => x.value === o.value) === i);
}

/** The options whose words hold every word typed, without diacritics ("lien he" finds "Liên hệ"). */
export function matchLinks(options: LinkOption[], typed: string): LinkOption[] {
  const words = searchKey(typed).split(' ').filter(Boolean);
  const holds = (text: string) => words.every((w) => searchKey(text).includes(w));
  const found = options.filter((o) => holds(`${o.words} ${o.value}`));
  // Pages found by their own title or path first, then places in a page by their heading, then pages by a heading inside.
  const rank = (o: LinkOption) => (holds(`${o.title} ${o.value}`) ? (o.value.includes('#') ? 1 : 0) : 2);
  return found
    .map((o, i) => ({ o, i, r: rank(o) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map(({ o }) => o);
}

const headingOf = (holder: unknown): string | undefined => {
  const h = holder as Record<string, unknown> | undefined;
  return [h?.heading, h?.title, h?.label].find((x) => typeof x === 'string' && x.trim()) as string | undefined;
};

export function LinkField(props: WidgetProps) {
  const { value, label, help, required } = props;
  const { project, route, page } = useForm();
  const { error, set } = useFieldState(props);
  const options = linkOptions(project, route, page);
  const byValue = new Map(options.map((o) => [o.value, o]));
  /** Said when a link to our own site was written the long way and turned into its path. */
  const [madeInternal, setMadeInternal] = useState<string>();
  return (
    <Autocomplete
      label={label}
      description={
        madeInternal && madeInternal === value
          ? `Đã đổi thành đường dẫn trong website: ${madeInternal}. Liên kết tới chính website này được viết bằng đường dẫn, để bản xem trước và bản thử mở đúng trang của chúng, không mở trang đang chạy.`
          : (help ?? 'Gõ tên trang hoặc tên mục (không cần dấu) rồi chọn trong danh sách, hoặc gõ https:, tel:, mailto:')
      }
      error={error}
      required={required}
      data={options.map((o) => o.value)}
      // Eight matches, best first, in a list that never scrolls: typing narrows it (a scrolling list
      // would be a region the keyboard cannot reach — its options are chosen with ↑/↓ from the input).
      limit={8}
      withScrollArea={false}
      filter={({ options: shown, search, limit }) => {
        // In matchLinks' order (pages by their own name first), not the list's.
        const byId = new Map(shown.flatMap((o) => ('value' in o ? [[o.value, o] as const] : [])));
        return matchLinks(options, search)
          .flatMap((o) => byId.get(o.value) ?? [])
          .slice(0, limit);
      }}
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{byValue.get(option.value)?.title}</Text>
          <Text size="sm" c="dimmed">
            {option.value}
          </Text>
        </div>
      )}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => set(next)}
      onBlur={(e) => {
        const typed = e.currentTarget.value.trim();
        const fixed = internalLink(typed, project.siteUrl);
        if (fixed !== typed) setMadeInternal(fixed);
        if (fixed !== value) set(fixed);
      }}
    />
  );
}

/** An image path: pick one in public/, or upload (width and height of the image object follow). */
export function AssetField(props: WidgetProps) {
  const { value, label, help, required, path } = props;
  const { project, upload, change, page, schemas, notes } = useForm();
  const note = notes.get(displayPath(path));
  const { error, set } = useFieldState(props);
  const [uploadError, setUploadError] = useState<string>();
  const parentPath = path.slice(0, -1);
  const parent = getIn(page, parentPath);
  const setImage = (image: { src: string; width: number; height: number }) => {
    // The image object holding this path gets the file's size too, when it has width/height fields.
    const parentSchema = schemas.schemaAt(page, parentPath);
    const props = schemas.deref(parentSchema).properties ?? {};
    if (typeof parent === 'object' && parent && 'width' in props && 'height' in props) {
      const order = Object.keys(props);
      let next = setIn(parent, [path[path.length - 1]], image.src, () => order);
      next = setIn(next, ['width'], image.width, () => order);
      next = setIn(next, ['height'], image.height, () => order);
      change(parentPath, next);
    } else set(image.src);
  };
  return (
    <div>
      <Autocomplete
        label={label}
        description={
          note ? (
            <>
              <Text span size="xs" fw={700} c="dark.7" data-field-note="">
                {note}
              </Text>
              {help ? <> {help}</> : null}
            </>
          ) : (
            help
          )
        }
        error={error}
        required={required}
        data={project.images}
        limit={40}
        value={typeof value === 'string' ? value : ''}
        onChange={(next) => set(next)}
      />
      <FileInput
        mt={4}
        size="xs"
        label={`Tải ảnh lên (PNG, JPEG, WebP, AVIF; tối đa ${UPLOAD_LIMIT_MB} MB)`}
        accept="image/png,image/jpeg,image/webp,image/avif"
        error={uploadError}
        onChange={(file) => {
          if (!file) return;
          setUploadError(undefined);
          upload(file).then(setImage, (e: Error) => setUploadError(e.message));
        }}
      />
    </div>
  );
}

/** The id of a shared-data item, chosen from the collection with a line saying what each holds. */
export function RefField(props: WidgetProps) {
  const { schema, value, label, help, required } = props;
  const { project } = useForm();
  const { error, set } = useFieldState(props);
  const collection = String(schema['x-ref']).split('#')[0];
  const items = project.data[collection] ?? [];
  const current = items.find((i) => i.id === value);
  return (
    <NativeSelect
      label={label}
      description={[help, current?.summary].filter(Boolean).join(' · ') || undefined}
      error={error}
      required={required}
      data={[{ value: '', label: '— chọn —' }, ...items.map((i) => ({ value: i.id, label: (i.summary || i.id).slice(0, 110) }))]}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => set(e.currentTarget.value || undefined)}
    />
  );
}

export function IconField(props: WidgetProps) {
  const { schema, value, label, help } = props;
  const { error, set } = useFieldState(props);
  const names = (schema.enum ?? []).map(String);
  return (
    <fieldset className="editor-icons" aria-describedby={undefined}>
      <legend>{label}</legend>
      {help && !Array.isArray(schema['x-enumLabels']) && (
        <Text size="xs" c="dimmed" className="editor-help">
          {help}
        </Text>
      )}
      <Group gap={4} role="radiogroup" aria-label={label}>
        {names.map((name, i) => (
          <UnstyledButton
            key={name}
            role="radio"
            aria-checked={value === name}
            aria-label={enumLabel(schema, i)}
            title={enumLabel(schema, i)}
            className="editor-icon"
            onClick={() => set(name)}
          >
            <svg width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <use href={`/icons/site.svg#${name}`} />
            </svg>
          </UnstyledButton>
        ))}
      </Group>
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
    </fieldset>
  );
}

/**
 * A date typed day first (23/11/2026) and stored as ISO (2026-11-23). Text that is not a date yet is
 * stored as typed, so the field stays on screen with its message and the page cannot be saved.
 */
export function DateField(props: WidgetProps) {
  const { value, label, help, required } = props;
  const { error, set } = useFieldState(props);
  const stored = typeof value === 'string' ? value : '';
  const [text, setText] = useState(() => isoToVn(stored));
  const parsed = parseVnDate(text);
  // An edit from elsewhere (undo, a restored draft) shows the new value; the author's own spelling stays.
  if (('iso' in parsed ? parsed.iso : text) !== stored) setText(isoToVn(stored));
  const onChange = (next: string) => {
    setText(next);
    const result = parseVnDate(next);
    set('iso' in result ? result.iso : next);
  };
  return (
    <TextInput
      label={label}
      description={[help?.replace(/,?\s*dạng YYYY-MM-DD/, ''), 'Ngày/tháng/năm, ví dụ 23/11/2026'].filter(Boolean).join(' · ')}
      placeholder="dd/mm/yyyy"
      inputMode="numeric"
      autoComplete="off"
      error={'problem' in parsed ? parsed.problem : error}
      required={required}
      value={text}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** A section or tab id: suggested from the nearest heading as a slug, kept unique on the page. */
export function SectionIdField(props: WidgetProps) {
  const { value, label, help, required, path } = props;
  const { page } = useForm();
  const { error, set } = useFieldState(props);
  const holder = getIn(page, path.slice(0, -1)) as Record<string, unknown> | undefined;
  const heading = [holder?.heading, holder?.title, holder?.label, holder?.name].find((x) => typeof x === 'string' && x.trim()) as string | undefined;
  const suggest = () => {
    const taken = new Set(listAnchors((page as { sections?: unknown })?.sections).filter((id) => id !== value));
    const base = slugify(heading ?? '') || 'muc';
    let id = /^[a-z]/.test(base) ? base : `muc-${base}`;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    set(id);
  };
  // A section replacing another in an A/B variant keeps its id: links to it lead to it in every version.
  if (path[0] === 'experiment' && path[3] === 'replace' && path.length === 6)
    return (
      <TextInput
        label={label}
        description="Giữ như ở bản gốc, để liên kết tới section này dẫn đúng chỗ ở mọi phiên bản."
        error={error}
        value={typeof value === 'string' ? value : ''}
        readOnly
      />
    );
  return (
    <Group align="end" gap="xs" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        label={label}
        description={help}
        error={error}
        required={required}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => set(e.currentTarget.value)}
      />
      <Button variant="default" onClick={suggest} disabled={!heading}>
        Gợi ý từ tiêu đề
      </Button>
    </Group>
  );
}
