// The catalogue: every section type with its Vietnamese name and description; a new section starts
// from the type's example content (src/sections/<type>/example.json).
import { Button, Modal, SimpleGrid, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { searchKey } from '../../lib/text.ts';
import { sectionName } from '../form/labels.ts';
import type { SchemaSet } from '../schema/schemaSet.ts';

export interface AddSectionProps {
  opened: boolean;
  schemas: SchemaSet;
  /** Types allowed here (nested lists may exclude some; the validator says which). */
  types: string[];
  onClose(): void;
  onPick(type: string): void;
}

export function AddSection({ opened, schemas, types, onClose, onPick }: AddSectionProps) {
  const [query, setQuery] = useState('');
  const shown = types.filter((type) => {
    const schema = schemas.sectionSchema(type);
    return searchKey(`${type} ${schema?.description ?? ''}`).includes(searchKey(query));
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Thêm section" size="xl">
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
              aria-label={`Thêm ${sectionName(schema, type)} (${type})`}
            >
              <Text fw={600}>
                {sectionName(schema, type)}{' '}
                <Text span c="dimmed" size="xs">
                  ({type})
                </Text>
              </Text>
              <Text size="xs" c="dimmed" lineClamp={3}>
                {schema?.description}
              </Text>
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
