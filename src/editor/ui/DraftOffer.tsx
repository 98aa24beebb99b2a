// "Có bản chỉnh sửa chưa lưu": a draft kept in the browser, offered back. Restoring merges it field
// by field with what is on screen (the file as loaded, maybe a colleague's newer save): edits to
// different fields combine; a field both changed is listed with both values for the author to pick.
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { fieldLabelPath, sectionLabel } from '../../content/fieldPath.ts';
import type { SchemaSet } from '../../content/schemaSet.ts';
import type { Draft } from '../state/drafts.ts';
import { displayPath } from '../../content/jsonValue.ts';
import { mergeThreeWay, resolveConflicts, type MergeResult } from '../../content/merge.ts';

export interface DraftOfferProps {
  draft: Draft;
  /** The file as loaded (hash and value): the draft's base when the draft started from it. */
  base: { hash: string; value: unknown };
  /** What is on screen now. */
  page: unknown;
  schemas: SchemaSet;
  ownTab: string;
  onRestore(value: unknown, note: string): void;
  onDiscard(): void;
}

export function DraftOffer({ draft, base, page, schemas, ownTab, onRestore, onDiscard }: DraftOfferProps) {
  const [merge, setMerge] = useState<MergeResult>();
  const [choices, setChoices] = useState<Record<string, 'mine' | 'theirs'>>({});
  const changedOnDisk = draft.base.hash !== base.hash;
  const restore = () => {
    const from = draft.base.value ?? (changedOnDisk ? undefined : base.value);
    const result = mergeThreeWay(from, draft.value, page);
    if (result.conflicts.length > 0) return setMerge(result);
    onRestore(result.value, changedOnDisk ? 'Đã khôi phục bản nháp và gộp với thay đổi mới trên đĩa (không mất thay đổi nào).' : 'Đã khôi phục bản nháp.');
  };
  if (merge) {
    const all = merge.conflicts.every((c) => choices[displayPath(c.path)]);
    return (
      <Alert color="yellow" title={`Bản nháp của bạn và bản trên đĩa cùng sửa ${merge.conflicts.length} chỗ — hãy chọn cho từng chỗ`}>
        <Stack gap="sm">
          <Text size="sm">Các thay đổi khác của bạn và của đồng nghiệp đã được gộp. Chưa có gì bị ghi đè cho đến khi bạn bấm “Dùng các lựa chọn này”.</Text>
          {merge.conflicts.map((conflict) => {
            const id = displayPath(conflict.path);
            const where = fieldLabelPath(schemas, conflict.theirs === undefined ? draft.value : page, conflict.path);
            return (
              <Radio.Group
                key={id}
                label={where}
                value={choices[id] ?? null}
                onChange={(next) => setChoices((c) => ({ ...c, [id]: next as 'mine' | 'theirs' }))}
              >
                <Stack gap={4} mt={4}>
                  <Radio value="mine" label={`Của bạn: ${shown(schemas, conflict.mine)}`} />
                  <Radio value="theirs" label={`Của đồng nghiệp: ${shown(schemas, conflict.theirs)}`} />
                </Stack>
              </Radio.Group>
            );
          })}
          <Group gap="xs">
            <Button size="xs" disabled={!all} onClick={() => onRestore(resolveConflicts(merge, choices), 'Đã khôi phục bản nháp theo lựa chọn của bạn.')}>
              Dùng các lựa chọn này
            </Button>
            <Button size="xs" variant="default" onClick={() => setMerge(undefined)}>
              Quay lại
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="yellow" title="Có bản chỉnh sửa chưa lưu">
      <Text size="sm">
        Từ {new Date(draft.savedAt).toLocaleString('vi-VN')}
        {draft.tab !== ownTab && ', ở một thẻ trình duyệt khác'}.{' '}
        {changedOnDisk && 'Tệp trên đĩa đã đổi từ đó: khôi phục sẽ gộp hai bản, chỗ nào cả hai cùng sửa thì bạn chọn.'}
      </Text>
      <Group mt="xs" gap="xs">
        <Button size="xs" onClick={restore}>
          Khôi phục bản nháp
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Bỏ bản nháp
        </Button>
      </Group>
    </Alert>
  );
}

/** A value as the author reads it: text in quotes, a list of sections by their names, nothing as "(trống)". */
function shown(schemas: SchemaSet, value: unknown): string {
  if (value === undefined || value === '') return '(trống)';
  if (typeof value === 'string') return `“${value}”`;
  if (typeof value === 'number' || typeof value === 'boolean') return value === true ? 'có' : value === false ? 'không' : String(value);
  if (Array.isArray(value)) {
    const sections = value.every((v) => typeof v === 'object' && v !== null && 'type' in v);
    return sections
      ? value.map((v) => sectionLabel(schemas, v, true)).join(', ')
      : `${value.length} mục: ${value.map((v) => shown(schemas, v)).join(', ')}`.slice(0, 200);
  }
  if (typeof value === 'object' && value !== null && 'type' in value) return sectionLabel(schemas, value, true);
  return Object.values(value as object)
    .filter((v) => typeof v === 'string' || typeof v === 'number')
    .join(' · ')
    .slice(0, 200);
}
