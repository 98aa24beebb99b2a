// Someone else changed the file (VS Code, git pull): say so; the save would answer a conflict anyway.
import { useCallback, useEffect, useState } from 'react';
import type { EditorClient } from '../api/client.ts';

const DISK_POLL_MS = 2000;

/** Whether the file on disk is no longer the one loaded or last saved here (`baseHash`), polled every 2 s. */
export function useDiskWatch(client: EditorClient, file: string, baseHash: string) {
  const [diskChanged, setDiskChanged] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => {
      client.hash(file).then(
        (hash) => setDiskChanged(hash !== baseHash),
        () => {},
      );
    }, DISK_POLL_MS);
    return () => clearInterval(timer);
  }, [client, file, baseHash]);
  /** A save answered that the file changed: said at once, before the next poll. */
  const noticeDiskChange = useCallback(() => setDiskChanged(true), []);
  return { diskChanged, noticeDiskChange };
}
