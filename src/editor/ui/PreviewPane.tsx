// The live preview beside the form: an iframe with the site's own styles and components, at phone,
// tablet or desktop width, updated 0.4 s after an edit. A click in it selects that section.
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { EditorClient } from '../api/client.ts';
import { PREVIEW_PAGE, PREVIEW_READY, PREVIEW_SELECT, type PreviewMessage } from '../preview/messages.ts';

const WIDTHS = { phone: 375, tablet: 768, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

export function PreviewPane({ client, route, value, onSelect }: { client: EditorClient; route: string; value: unknown; onSelect(index: number): void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [width, setWidth] = useState<Width>('phone');
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    const onMessage = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data?.type === PREVIEW_READY) setReady(true);
      if (event.data?.type === PREVIEW_SELECT) onSelect(event.data.index);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onSelect]);

  const seq = useRef(0);
  useEffect(() => {
    if (!ready) return;
    const mine = ++seq.current;
    const timer = setTimeout(() => {
      client.preview(route, value).then(
        ({ page, site }) => {
          if (mine !== seq.current) return;
          setError(undefined);
          frame.current?.contentWindow?.postMessage({ type: PREVIEW_PAGE, page, site }, location.origin);
        },
        (e: Error) => mine === seq.current && setError(e.message),
      );
    }, 400);
    return () => clearTimeout(timer);
  }, [client, route, value, ready]);

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
