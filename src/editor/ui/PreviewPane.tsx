// The live preview beside the form: an iframe with the site's own styles and components, at phone,
// tablet or desktop width, updated 0.4 s after an edit. A click in it selects that section.
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { EditorClient } from '../api/client.ts';
import type { JsonPath } from '../state/jsonValue.ts';
import { usePreviewFrame } from './usePreviewFrame.ts';

const WIDTHS = { phone: 375, tablet: 768, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

export function PreviewPane({ client, route, value, onSelect }: { client: EditorClient; route: string; value: unknown; onSelect(path: JsonPath): void }) {
  const [width, setWidth] = useState<Width>('phone');
  const { frame, error } = usePreviewFrame(client, route, value, onSelect);

  return (
    <Stack gap="xs" className="editor-preview">
      <SegmentedControl
        aria-label="Độ rộng xem trước"
        value={width}
        onChange={(next) => setWidth(next as Width)}
        data={[
          { value: 'phone', label: 'Điện thoại' },
          { value: 'tablet', label: 'Máy tính bảng' },
          { value: 'desktop', label: 'Máy tính' },
        ]}
      />
      {error && (
        <Text c="red" size="sm">
          Không xem trước được: {error}
        </Text>
      )}
      <div className="editor-preview-frame">
        <iframe ref={frame} title="Xem trước trang" src="/_editor/preview" style={{ width: WIDTHS[width] }} />
      </div>
    </Stack>
  );
}
