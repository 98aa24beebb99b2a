// The page's A/B test in the editor: start one ("Thêm thử nghiệm A/B"), pick the version being
// edited ("Bản gốc (A)", "Bản B"…), in a version change a section (a copy of the original to edit) or
// give it back to the original, the test's names and shares, and what a version changes compared
// with the original, in words. The page file's "experiment" is edited through src/editor/state/experiment.ts.
import { Alert, Badge, Button, Fieldset, Group, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { diffPages, type FieldChange, type TextPiece } from '../../content/pageDiff.ts';
import { Field } from '../form/Field.tsx';
import { useForm } from '../form/FormContext.tsx';
import { IssueList } from '../form/Issues.tsx';
import { fieldLabelPath, sectionLabel } from '../../content/fieldPath.ts';
import type { SchemaSet } from '../../content/schemaSet.ts';
import {
  experimentOf,
  inVariant,
  MAX_VARIANTS,
  originalPage,
  replacementOf,
  replacePath,
  variantLetter,
  variantPage,
  variantsOf,
  type ExperimentVariant,
} from '../state/experiment.ts';
import { displayPath, getIn, type JsonPath } from '../../content/jsonValue.ts';

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** "Bản B" (and its name when it has one): how a variant is named to the author. */
export function variantTitle(variant: ExperimentVariant | undefined, index: number): string {
  return `Bản ${variantLetter(variant?.id ?? String.fromCharCode(98 + index))}`;
}

/** A place inside the experiment in the author's words: "Thử nghiệm A/B › Bản B › Phần mở đầu trang › Tiêu đề". */
export function experimentPlace(schemas: SchemaSet, page: unknown, path: JsonPath): string | undefined {
  if (path[0] !== 'experiment') return undefined;
  const at = inVariant(path);
  if (!at) return `Thử nghiệm A/B › ${fieldLabelPath(schemas, page, path).split(' › ').slice(1).join(' › ') || 'cài đặt'}`;
  const variant = variantsOf(page)[at.index];
  const head = `Thử nghiệm A/B › ${variantTitle(variant, at.index)}`;
  if (at.id === undefined) return at.rest.length ? `${head} › ${fieldLabelPath(schemas, page, path).split(' › ').slice(3).join(' › ')}` : head;
  const section = variant?.replace?.[at.id];
  // The replacing section's fields named as in a page holding only it.
  const inside = fieldLabelPath(schemas, { sections: [section] }, ['sections', 0, ...at.rest]);
  return `${head} › ${isObject(section) ? inside : 'section thay thế'}`;
}

export interface ExperimentBarProps {
  page: unknown;
  /** The version being edited: "a" or the variant's index. */
  variant: 'a' | number;
  onVariant(next: 'a' | number): void;
  onAdd(): void;
  /** Problems found in the experiment, per version ("a": the test's own settings). */
  problems: (variant: 'a' | number) => number;
  selected: 'experiment' | 'diff' | undefined;
  onOpen(what: 'experiment' | 'diff'): void;
}

/** Above the outline: start a test, or pick the version to edit and open the test's settings and the comparison. */
export function ExperimentBar({ page, variant, onVariant, onAdd, problems, selected, onOpen }: ExperimentBarProps) {
  const experiment = experimentOf(page);
  if (!experiment) {
    if (isObject(page) && page.demo !== undefined)
      return (
        <Text size="xs" c="dimmed" mb="xs">
          Trang demo của mẫu giao diện không có thử nghiệm A/B.
        </Text>
      );
    return (
      <Button variant="default" size="compact-sm" mb="xs" onClick={onAdd}>
        Thêm thử nghiệm A/B
      </Button>
    );
  }
  const variants = variantsOf(page);
  const label = (v: 'a' | number) => {
    const name = v === 'a' ? 'Bản gốc (A)' : variantTitle(variants[v], v);
    const count = problems(v);
    return count ? `${name} · ${count} lỗi` : name;
  };
  return (
    <section aria-labelledby="experiment-bar-title" className="editor-experiment">
      <Title order={2} size="h6" id="experiment-bar-title">
        Thử nghiệm A/B
      </Title>
      <SegmentedControl
        aria-label="Phiên bản đang sửa"
        orientation="vertical"
        fullWidth
        size="xs"
        value={String(variant)}
        onChange={(next) => onVariant(next === 'a' ? 'a' : Number(next))}
        data={[{ value: 'a', label: label('a') }, ...variants.map((_, i) => ({ value: String(i), label: label(i) }))]}
      />
      <button
        type="button"
        className="editor-outline-select"
        aria-current={selected === 'experiment' ? 'true' : undefined}
        onClick={() => onOpen('experiment')}
      >
        Tên và tỉ lệ chia khách
        {problems('a') > 0 && (
          <Badge color="red.9" size="xs" ml={4}>
            {problems('a')} lỗi
          </Badge>
        )}
      </button>
      {variant !== 'a' && (
        <button type="button" className="editor-outline-select" aria-current={selected === 'diff' ? 'true' : undefined} onClick={() => onOpen('diff')}>
          So với bản gốc
        </button>
      )}
    </section>
  );
}

export interface VariantOutlineProps {
  schemas: SchemaSet;
  page: unknown;
  index: number;
  /** The selected top-level section's index. */
  selected: number | undefined;
  problems(sectionIndex: number): number;
  onSelect(sectionIndex: number): void;
  onChange(sectionIndex: number): void;
  onRevert(sectionIndex: number): void;
}

/** The page's sections as variant `index` shows them: each as in the original, or changed in this variant. */
export function VariantOutline({ schemas, page, index, selected, problems, onSelect, onChange, onRevert }: VariantOutlineProps) {
  const variant = variantsOf(page)[index];
  const title = variantTitle(variant, index);
  const sections = (getIn(page, ['sections']) as unknown[] | undefined) ?? [];
  return (
    <nav aria-label={`Dàn trang của ${title}`}>
      <ol className="editor-outline" aria-label={`Section của ${title}`}>
        {sections.map((section, i) => {
          const replacement = replacementOf(page, index, section);
          const shown = replacement ?? section;
          const name = sectionLabel(schemas, shown);
          const heading = [shown as JsonObject].map((x) => [x?.heading, x?.title, x?.label].find((t) => typeof t === 'string' && t))[0] as string | undefined;
          const label = sectionLabel(schemas, shown, true);
          const count = problems(i);
          return (
            <li key={i} className="editor-outline-item" data-variant-section={i}>
              <button type="button" className="editor-outline-select" aria-current={selected === i ? 'true' : undefined} onClick={() => onSelect(i)}>
                <Text span fw={600} size="sm">
                  {name}
                </Text>
                {heading && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {heading.slice(0, 40)}
                  </Text>
                )}{' '}
                {replacement !== undefined ? (
                  <Badge size="xs" color="violet.9" variant="filled">
                    Đã đổi ở {title}
                  </Badge>
                ) : (
                  <Badge size="xs" color="gray.7" variant="outline">
                    Như bản gốc
                  </Badge>
                )}
                {count > 0 && (
                  <Badge color="red.9" size="xs" ml={4}>
                    {count} lỗi
                  </Badge>
                )}
              </button>
              {replacement !== undefined ? (
                <Button size="compact-xs" variant="subtle" color="gray" aria-label={`Trả về bản gốc: ${label}`} onClick={() => onRevert(i)}>
                  Trả về bản gốc
                </Button>
              ) : (
                <Button size="compact-xs" variant="subtle" aria-label={`Đổi ở ${title}: ${label}`} onClick={() => onChange(i)}>
                  Đổi ở {title}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The form column for a section of a variant that is still the original's: it says so and offers to change it. */
export function UnchangedSection({ schemas, section, title, onChange }: { schemas: SchemaSet; section: unknown; title: string; onChange(): void }) {
  return (
    <section aria-labelledby="variant-section-title">
      <Title order={2} size="h4" id="variant-section-title">
        {sectionLabel(schemas, section, true)}
      </Title>
      <Text size="sm" my="sm">
        Ở {title}, section này giống bản gốc (A): khách thấy đúng như trong bản gốc. Muốn thử nội dung khác ở {title}, hãy đổi nó ở phiên bản này; bản gốc vẫn
        giữ nguyên.
      </Text>
      <Button onClick={onChange}>Đổi section này ở {title}</Button>
    </section>
  );
}

/** Above the form of a changed section in a variant: which version is edited, and the way back. */
export function ChangedSectionNote({ title, onRevert }: { title: string; onRevert(): void }) {
  return (
    <Alert color="violet" p="xs" mb="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm">Bạn đang sửa section này chỉ cho {title}; bản gốc (A) giữ nguyên.</Text>
        <Button size="compact-sm" variant="white" onClick={onRevert}>
          Trả về bản gốc
        </Button>
      </Group>
    </Alert>
  );
}

/** The test's own settings: its name and code, and each version's name and share of the visitors. */
export function ExperimentSettings({
  onAddVariant,
  onRemoveVariant,
  onRemove,
  onDropReplacement,
}: {
  onAddVariant(): void;
  onRemoveVariant(index: number): void;
  onRemove(): void;
  onDropReplacement(index: number, key: string): void;
}) {
  const { schemas, page, issues } = useForm();
  const [confirming, setConfirming] = useState(false);
  const experiment = experimentOf(page);
  if (!experiment) return null;
  const variants = variantsOf(page);
  const field = (path: JsonPath, required = true) => {
    const schema = schemas.schemaAt(page, path);
    return schema ? <Field path={path} schema={schema} value={getIn(page, path)} name={String(path[path.length - 1])} required={required} /> : null;
  };
  const weights = [experiment.original?.weight, ...variants.map((v) => v.weight)];
  const total = weights.every((w) => Number.isInteger(w)) ? (weights as number[]).reduce((a, b) => a + b, 0) : undefined;
  const ownIssues = issues.get(displayPath(['experiment'])) ?? [];
  const sectionIds = new Set(((getIn(page, ['sections']) as unknown[] | undefined) ?? []).map((section) => (isObject(section) ? section.id : undefined)));
  const orphans = (variant: ExperimentVariant) => (isObject(variant.replace) ? Object.keys(variant.replace).filter((key) => !sectionIds.has(key)) : []);
  return (
    <section aria-labelledby="experiment-settings-title">
      <Title order={2} size="h4" id="experiment-settings-title">
        Cài đặt thử nghiệm A/B
      </Title>
      <Text size="sm" c="dimmed" mb="sm" className="editor-help">
        Khách được chia ngẫu nhiên theo tỉ lệ giữa bản gốc (trang như đã viết) và các phiên bản; mỗi khách luôn thấy cùng một phiên bản. Kết quả (lượt xem,
        khách để lại thông tin) xem trong trang quản trị.
      </Text>
      <IssueList issues={ownIssues} />
      <Stack gap="sm">
        {field(['experiment', 'name'])}
        {field(['experiment', 'id'])}
        <Fieldset legend="Bản gốc (A)">
          <Stack gap="xs">
            {field(['experiment', 'original', 'name'])}
            {field(['experiment', 'original', 'weight'])}
          </Stack>
        </Fieldset>
        {variants.map((variant, i) => (
          <Fieldset key={i} legend={variantTitle(variant, i)}>
            <Stack gap="xs">
              {field(['experiment', 'variants', i, 'name'])}
              {field(['experiment', 'variants', i, 'weight'])}
              <IssueList issues={issues.get(displayPath(['experiment', 'variants', i, 'replace'])) ?? []} />
              {orphans(variant).map((key) => (
                // A replacement naming no section of the page (written by hand, or its section's id cleared): said here, with a way out.
                <div key={key}>
                  <IssueList issues={issues.get(displayPath(replacePath(i, key))) ?? []} />
                  <Button variant="subtle" color="red" size="compact-sm" onClick={() => onDropReplacement(i, key)}>
                    Bỏ section thay thế không còn chỗ trên trang
                  </Button>
                </div>
              ))}
              {variants.length > 1 && (
                <Button variant="subtle" color="red" size="compact-sm" onClick={() => onRemoveVariant(i)}>
                  Xóa {variantTitle(variant, i)}
                </Button>
              )}
            </Stack>
          </Fieldset>
        ))}
        <Text size="sm" aria-live="polite">
          {total === undefined ? 'Tỉ lệ: điền số phần trăm cho mỗi bản.' : `Tổng tỉ lệ: ${total}%${total === 100 ? '.' : ' — phải bằng 100%.'}`}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="compact-sm" disabled={variants.length >= MAX_VARIANTS} onClick={onAddVariant}>
            + Thêm phiên bản
          </Button>
          <Button variant="outline" color="red" size="compact-sm" onClick={() => setConfirming(true)}>
            Xóa thử nghiệm…
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Xóa thử nghiệm A/B?" closeButtonProps={{ 'aria-label': 'Đóng' }}>
        <Text size="sm">
          Trang sẽ chỉ còn bản gốc (A); các section đã đổi ở {variants.map((v, i) => variantTitle(v, i)).join(', ')} bị bỏ. Sau khi lưu, khách đều thấy bản gốc.
          Bạn vẫn có thể hoàn tác trước khi lưu.
        </Text>
        <Group justify="end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Giữ thử nghiệm
          </Button>
          <Button
            color="red"
            onClick={() => {
              setConfirming(false);
              onRemove();
            }}
          >
            Xóa thử nghiệm
          </Button>
        </Group>
      </Modal>
    </section>
  );
}

function Pieces({ pieces }: { pieces: TextPiece[] }) {
  return <>{pieces.map((piece, i) => (piece.changed ? <mark key={i}>{piece.text}</mark> : <span key={i}>{piece.text}</span>))}</>;
}

function FieldDifference({ change, title }: { change: FieldChange; title: string }) {
  return (
    <li>
      <Text size="sm" fw={600}>
        {change.label}
      </Text>
      <Text size="sm">Bản gốc: {change.words ? <Pieces pieces={change.words.before} /> : (change.before ?? 'không có')}</Text>
      <Text size="sm">
        {title}: {change.words ? <Pieces pieces={change.words.after} /> : (change.after ?? 'bỏ đi')}
      </Text>
    </li>
  );
}

/** "So với bản gốc": each section variant `index` changes, and in it each field that differs, in words. */
export function VariantDiff({ schemas, page, index }: { schemas: SchemaSet; page: unknown; index: number }) {
  const title = variantTitle(variantsOf(page)[index], index);
  const diff = diffPages(schemas, originalPage(page), variantPage(page, index));
  const changed = diff.sections.filter((s) => s.fields.length > 0);
  return (
    <section aria-labelledby="variant-diff-title">
      <Title order={2} size="h4" id="variant-diff-title">
        {title} so với bản gốc
      </Title>
      {changed.length === 0 ? (
        <Text size="sm" mt="sm">
          {title} chưa khác bản gốc ở chỗ nào. Chọn một section trong dàn trang rồi bấm “Đổi ở {title}” để thử nội dung khác.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" my="sm">
            {changed.length} section khác bản gốc; {diff.counts.unchanged} section giữ nguyên.
          </Text>
          <Stack gap="sm">
            {changed.map((section, i) => (
              <Fieldset key={i} legend={section.heading ? `${section.name} “${section.heading.slice(0, 40)}”` : section.name}>
                <ul className="editor-diff-fields">
                  {section.fields.map((change, j) => (
                    <FieldDifference key={j} change={change} title={title} />
                  ))}
                </ul>
              </Fieldset>
            ))}
          </Stack>
        </>
      )}
    </section>
  );
}
