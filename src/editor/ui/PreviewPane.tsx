// The live preview beside the form: an iframe with the site's own styles and components, at phone,
// tablet or desktop width (scaled down to fit the column when wider), updated 0.4 s after an edit. A
// click in it selects that section; selecting a section in the editor scrolls the preview to it.
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useState, type Ref } from 'react';
import type { EditorClient } from '../api/client.ts';
import { PREVIEW_SCROLL } from '../preview/messages.ts';
import type { JsonPath } from '../../content/jsonValue.ts';
import { usePreviewFrame } from './usePreviewFrame.ts';

const WIDTHS = { phone: 375, tablet: 768, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;
/** The frame's height on screen, in px of the editor (the scaled frame is as tall). */
const HEIGHT = '80vh';

export interface PreviewPaneProps {
  client: EditorClient;
  route: string;
  value: unknown;
  /** The selected section's display path ("sections[3]"): the preview scrolls to it. */
  selected?: string;
  onSelect(path: JsonPath): void;
}

export function PreviewPane({ client, route, value, selected, onSelect, ref }: PreviewPaneProps & { ref?: Ref<HTMLDivElement> }) {
  const [width, setWidth] = useState<Width>('phone');
  const { frame, error, ready } = usePreviewFrame(client, route, value, onSelect);
  const { ref: box, width: room } = useElementSize();
  const scale = room > 0 && WIDTHS[width] > room ? room / WIDTHS[width] : 1;

  // Sent again once the frame is ready (a message before that is lost); the frame keeps it until
  // the section is drawn (src/editor/preview/main.tsx).
  useEffect(() => {
    if (selected && ready) frame.current?.contentWindow?.postMessage({ type: PREVIEW_SCROLL, path: selected }, location.origin);
  }, [frame, selected, ready]);

  return (
    <Stack gap="xs" className="editor-preview" ref={ref}>
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
      {scale < 1 && (
        <Text size="xs" c="dimmed">
          Thu nhỏ còn {Math.round(scale * 100)}% để vừa khung.
        </Text>
      )}
      <div ref={box} className="editor-preview-frame" style={{ height: HEIGHT }}>
        <iframe
          ref={frame}
          title="Xem trước trang"
          src="preview"
          style={{ width: WIDTHS[width], height: `calc(${HEIGHT} / ${scale})`, transform: `scale(${scale})`, transformOrigin: '0 0' }}
        />
      </div>
    </Stack>
  );
}
