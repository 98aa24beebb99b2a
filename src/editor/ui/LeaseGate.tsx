// Inside the admin, the open page behind its lease (src/editor/api/useLease.ts): editable while this
// tab holds it; view-only (every field and button of the page disabled) while someone else does, with
// who and since when and a "Tiếp quản" button; taken over while open here, the page below is told
// (LeaseTaken: it keeps its unsaved edits as the author's draft). Under `npm run edit` (no admin) it shows the page as is.
import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { hostedConfig } from '../api/hosted.ts';
import { useLease } from '../api/useLease.ts';
import { LeaseTaken } from './leaseTaken.ts';

const hosted = typeof document === 'undefined' ? undefined : hostedConfig();

export function LeaseGate({ file, children }: { file: string; children: ReactNode }) {
  const { state, takeOver } = useLease(hosted, file);
  const viewOnly = state.status === 'held' || state.status === 'taken';
  return (
    <>
      {(viewOnly || state.status === 'error') && (
        <Alert color={state.status === 'error' ? 'red' : 'yellow'} mb="xs" title={viewOnly ? 'Chỉ xem' : 'Không giữ được trang'} role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{state.message}</Text>
            {viewOnly && (
              <Button size="xs" onClick={takeOver}>
                Tiếp quản
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <fieldset disabled={viewOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} aria-label={viewOnly ? 'Trang chỉ xem' : undefined}>
        <LeaseTaken.Provider value={state.status === 'taken' ? state.message : undefined}>{children}</LeaseTaken.Provider>
      </fieldset>
    </>
  );
}
