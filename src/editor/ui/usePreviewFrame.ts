// An iframe showing a page value through the real site code (src/editor/preview/main.tsx): once
// the frame says it is ready, the value goes to the server to be resolved (shared data, cards) and
// is posted to the frame; an edit posts again 0.4 s later, and a newer value wins over an older one.
import { useEffect, useRef, useState } from 'react';
import type { EditorClient } from '../api/client.ts';
import { PREVIEW_PAGE, PREVIEW_READY, PREVIEW_SELECT, type PreviewMessage } from '../preview/messages.ts';
import type { JsonPath } from '../../content/jsonValue.ts';

const UPDATE_DELAY_MS = 400;

export function usePreviewFrame(client: EditorClient, route: string, value: unknown, onSelect?: (path: JsonPath) => void) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    const onMessage = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data?.type === PREVIEW_READY) setReady(true);
      if (event.data?.type === PREVIEW_SELECT) onSelect?.(event.data.path);
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
    }, UPDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [client, route, value, ready]);

  return { frame, error, ready };
}
