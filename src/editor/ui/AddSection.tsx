// The catalogue: every section type with its Vietnamese name, description and a small live preview
// of its example content (src/sections/<type>/example.json), which is also what a new section starts
// from. A preview is drawn only once its card scrolls into view, so the catalogue opens fast.
import { Button, Modal, SimpleGrid, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { searchKey } from '../../lib/text.ts';
import type { EditorClient } from '../api/client.ts';
import { sectionName, withoutDeveloperNotes } from '../../content/labels.ts';
import type { SchemaSet } from '../../content/schemaSet.ts';
import { usePreviewFrame } from './usePreviewFrame.ts';

export interface AddSectionProps {
  opened: boolean;
  schemas: SchemaSet;
  /** Types allowed here (nested lists may exclude some; the validator says which). */
  types: string[];
  /** Each type's example content (the preview and the new section's start). */
  examples: Record<string, unknown>;
  client: EditorClient;
  onClose(): void;
  onPick(type: string): void;
}

export function AddSection({ opened, schemas, types, examples, client, onClose, onPick }: AddSectionProps) {
  const [query, setQuery] = useState('');
  const shown = types.filter((type) => {
    const schema = schemas.sectionSchema(type);
    return searchKey(`${type} ${schema?.description ?? ''}`).includes(searchKey(query));
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Thêm section" size="xl" closeButtonProps={{ 'aria-label': 'Đóng' }}>
      <TextInput label="Tìm loại section" value={query} onChange={(e) => setQuery(e.currentTarget.value)} mb="sm" data-autofocus />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" role="list">
        {shown.map((type) => {
          const schema = schemas.sectionSchema(type);
          return (
            <UnstyledButton
              key={type}
              role="listitem"
              className="editor-catalogue-item"
              onClick={() => onPick(type)}
              aria-label={`Thêm ${sectionName(schema, type)}`}
            >
              <Text fw={600}>{sectionName(schema, type)}</Text>
              <Text size="sm" c="dimmed" lineClamp={3}>
                {withoutDeveloperNotes(schema?.description ?? '')}
              </Text>
              {examples[type] !== undefined && <Thumbnail client={client} example={examples[type]} title={`Xem trước: ${sectionName(schema, type)}`} />}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {shown.length === 0 && <Text>Không có loại section nào khớp.</Text>}
      <Button variant="default" mt="md" onClick={onClose}>
        Đóng
      </Button>
    </Modal>
  );
}

/** The example drawn by the site's own code at desktop width, scaled down; only once it is in view. */
function Thumbnail({ client, example, title }: { client: EditorClient; example: unknown; title: string }) {
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  if (inViewport && !seen) setSeen(true); // stays drawn when scrolled away
  return (
    <div ref={ref} className="editor-catalogue-thumb" aria-hidden="true">
      {seen && <ThumbnailFrame client={client} example={example} title={title} />}
    </div>
  );
}

function ThumbnailFrame({ client, example, title }: { client: EditorClient; example: unknown; title: string }) {
  const value = useMemo(() => ({ sections: [example] }), [example]);
  const { frame } = usePreviewFrame(client, '/', value);
  return <iframe ref={frame} src="preview?bare" title={title} tabIndex={-1} />;
}
