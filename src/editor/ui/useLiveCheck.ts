// Validation as you type: 0.4 s after an edit the page goes to the server's validator; the newest
// answer wins (an older one arriving late is dropped).
import { useEffect, useRef, useState } from 'react';
import type { EditorClient, EditorIssue } from '../api/client.ts';

const CHECK_DELAY_MS = 400;

export function useLiveCheck(client: EditorClient, file: string, page: unknown) {
  const [issues, setIssues] = useState<EditorIssue[]>([]);
  /** The value the validator last answered for: the page is being checked while it differs. */
  const [checked, setChecked] = useState<unknown>(undefined);
  const checkSeq = useRef(0);
  useEffect(() => {
    const seq = ++checkSeq.current;
    const timer = setTimeout(() => {
      client.check(file, page).then(
        (found) => {
          if (seq !== checkSeq.current) return;
          setIssues(found);
          setChecked(page);
        },
        () => seq === checkSeq.current && setChecked(page),
      );
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [client, file, page]);
  /** `setIssues`: a save refused for problems answers them too. */
  return { issues, setIssues, checked, checking: checked !== page };
}
