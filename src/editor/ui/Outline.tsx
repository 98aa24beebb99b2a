// The page's sections as a tree (nested ones under their tab): select, move up/down (buttons or
// Alt+↑/↓), drag (pointer or keyboard: Space on the handle, arrows, Space), duplicate, remove, add.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCopy, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { sectionLabel } from '../../content/fieldPath.ts';
import { sectionName } from '../../content/labels.ts';
import type { OutlineNode } from '../schema/sectionOutline.ts';
import type { SchemaSet } from '../../content/schemaSet.ts';
import { displayPath, type JsonPath } from '../../content/jsonValue.ts';

export interface OutlineProps {
  schemas: SchemaSet;
  nodes: OutlineNode[];
  selected: string | undefined;
  /** Problems per section path ("sections[2]") including those of its fields. */
  problemCount(path: JsonPath): number;
  onSelect(path: JsonPath): void;
  onMove(listPath: JsonPath, from: number, to: number): void;
  onDuplicate(path: JsonPath): void;
  onRemove(path: JsonPath): void;
  onAdd(listPath: JsonPath): void;
}

/** What screen readers hear while a section is dragged: sections by name and position, never by their path in the file. */
export function dragAnnouncements(schemas: SchemaSet, nodes: OutlineNode[]): Announcements {
  const ids = nodes.map((n) => displayPath(n.path));
  const name = (id: UniqueIdentifier) => {
    const node = nodes[ids.indexOf(String(id))];
    return node ? sectionLabel(schemas, node.section, true) : 'section';
  };
  const position = (id: UniqueIdentifier) => `vị trí ${ids.indexOf(String(id)) + 1}/${ids.length}`;
  return {
    onDragStart: ({ active }) => `Đã nhấc ${name(active.id)} (${position(active.id)}).`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} đang ở ${position(over.id)}.` : `${name(active.id)} ở ngoài danh sách.`),
    onDragEnd: ({ active, over }) =>
      over ? `Đã thả ${name(active.id)} vào ${position(over.id)}, chỗ của ${name(over.id)}.` : `Đã thả ${name(active.id)} về chỗ cũ.`,
    onDragCancel: ({ active }) => `Đã hủy kéo ${name(active.id)}.`,
  };
}

type OutlineControl = 'handle' | 'select' | 'up' | 'down';

/**
 * After a move, focus follows the section to its new place, on the same control. The outline's items
 * are keyed by their place in the list, so the element that had focus now shows the neighbour: without
 * this, a second Space (or Alt+↓) would move the neighbour back. Two frames: the move is committed first.
 */
function focusMoved(listPath: JsonPath, to: number, control: OutlineControl) {
  const path = displayPath([...listPath, to]);
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      // Compared as text, not put in a selector: a path has brackets and dots.
      const item = [...document.querySelectorAll<HTMLElement>('[data-outline-path]')].find((el) => el.dataset.outlinePath === path);
      const target = item?.querySelector<HTMLButtonElement>(`[data-outline-control="${control}"]`);
      (target && !target.disabled ? target : item?.querySelector<HTMLElement>('[data-outline-control="select"]'))?.focus();
    }),
  );
}

export function Outline(props: OutlineProps) {
  return (
    <nav aria-label="Dàn trang: các section">
      <SectionList {...props} listPath={['sections']} nodes={props.nodes} depth={0} />
    </nav>
  );
}

function SectionList(props: OutlineProps & { listPath: JsonPath; depth: number }) {
  const { nodes, listPath, onMove, onAdd } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = nodes.map((n) => displayPath(n.path));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = ids.indexOf(String(over.id));
    onMove(listPath, ids.indexOf(String(active.id)), to);
    focusMoved(listPath, to, 'handle');
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: 'Nhấn Space để nhấc section, dùng phím mũi tên để di chuyển, Space để thả, Escape để hủy.' },
        announcements: dragAnnouncements(props.schemas, nodes),
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="editor-outline" aria-label={props.depth === 0 ? 'Section của trang' : undefined}>
          {nodes.map((node, i) => (
            <OutlineItem key={ids[i]} {...props} node={node} index={i} count={nodes.length} />
          ))}
        </ol>
      </SortableContext>
      <Button variant="default" size="compact-sm" mt={4} ml={props.depth ? 'md' : 0} onClick={() => onAdd(listPath)}>
        + Thêm section{props.depth ? ' vào đây' : ''}
      </Button>
    </DndContext>
  );
}

function OutlineItem(props: OutlineProps & { listPath: JsonPath; node: OutlineNode; index: number; count: number; depth: number }) {
  const { node, index, count, listPath, schemas, selected, onSelect, onMove, onDuplicate, onRemove, problemCount } = props;
  const id = displayPath(node.path);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const name = sectionName(schemas.sectionSchema(node.type), node.type);
  // Its own words only (not its anchor id, a code): a section without a heading is named by its place.
  const title = [node.section.heading, node.section.title, node.section.label].find((x) => typeof x === 'string' && x) as string | undefined;
  const problems = problemCount(node.path);
  /** Names the section in control labels: two FAQs on a page must not sound the same. */
  const label = title ? `${name} “${title.slice(0, 40)}”` : `${name} ${index + 1}`;
  const onKeyDown = (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const to = index + (e.key === 'ArrowUp' ? -1 : 1);
    if (to < 0 || to >= count) return;
    onMove(listPath, index, to);
    focusMoved(listPath, to, 'select');
  };
  const moveBy = (step: -1 | 1) => {
    onMove(listPath, index, index + step);
    focusMoved(listPath, index + step, step < 0 ? 'up' : 'down');
  };
  return (
    <li
      ref={setNodeRef}
      // Lifted: raised with a shadow, not faded (faded text fell below 4.5:1 contrast).
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? 'editor-outline-item editor-outline-item-lifted' : 'editor-outline-item'}
      data-outline-path={id}
    >
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" color="gray" aria-label={`Kéo để đổi chỗ: ${label}`} data-outline-control="handle" {...attributes} {...listeners}>
          <IconGripVertical size={16} aria-hidden="true" />
        </ActionIcon>
        <button
          type="button"
          className="editor-outline-select"
          data-outline-control="select"
          aria-current={selected === id ? 'true' : undefined}
          onClick={() => onSelect(node.path)}
          onKeyDown={onKeyDown}
          aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
        >
          <Text span fw={600} size="sm">
            {name}
          </Text>
          {title && (
            <Text span size="xs" c="dimmed">
              {' '}
              · {title.slice(0, 40)}
            </Text>
          )}
          {problems > 0 && (
            <Badge color="red.9" size="xs" ml={4}>
              {problems} lỗi
            </Badge>
          )}
        </button>
        <ActionIcon variant="default" size="sm" aria-label={`Đưa lên: ${label}`} data-outline-control="up" disabled={index === 0} onClick={() => moveBy(-1)}>
          <IconArrowUp size={14} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="sm"
          aria-label={`Đưa xuống: ${label}`}
          data-outline-control="down"
          disabled={index === count - 1}
          onClick={() => moveBy(1)}
        >
          <IconArrowDown size={14} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon variant="default" size="sm" aria-label={`Nhân bản: ${label}`} onClick={() => onDuplicate(node.path)}>
          <IconCopy size={14} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon variant="default" size="sm" color="red" aria-label={`Xóa: ${label}`} onClick={() => onRemove(node.path)}>
          <IconTrash size={14} aria-hidden="true" />
        </ActionIcon>
      </Group>
      {node.groups.map((group) => (
        <div key={displayPath(group.path)} className="editor-outline-group">
          <Text size="xs" c="dimmed" mt={4}>
            Bên trong “{String(group.holder.label ?? group.holder.id ?? '')}”
          </Text>
          <SectionList {...props} nodes={group.sections} listPath={group.path} depth={props.depth + 1} />
        </div>
      ))}
    </li>
  );
}
