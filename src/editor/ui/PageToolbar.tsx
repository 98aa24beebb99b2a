// The open page's heading and its actions: undo and redo, what the check found, save.
import { Badge, Button, Group, Title } from '@mantine/core';

export interface PageToolbarProps {
  route: string;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  /** The page's own problems as last checked; `checking` while an edit has not been checked yet. */
  problems: number;
  checking: boolean;
  /** Unsaved edits: there is something to save. */
  dirty: boolean;
  onSave(): void;
}

export function PageToolbar({ route, canUndo, canRedo, onUndo, onRedo, problems, checking, dirty, onSave }: PageToolbarProps) {
  return (
    <Group justify="space-between" wrap="wrap">
      <div>
        <Title order={1} size="h3">
          {route}
        </Title>
      </div>
      <Group gap="xs">
        <Button variant="default" onClick={onUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
          Hoàn tác
        </Button>
        <Button variant="default" onClick={onRedo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">
          Làm lại
        </Button>
        <Badge color={problems ? 'red.9' : 'teal.9'} variant="filled" aria-live="polite">
          {checking ? 'Đang kiểm tra…' : problems ? `${problems} lỗi` : 'Hợp lệ'}
        </Badge>
        <Button onClick={onSave} disabled={!dirty}>
          Lưu
        </Button>
      </Group>
    </Group>
  );
}
