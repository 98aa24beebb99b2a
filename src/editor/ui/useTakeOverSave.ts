// Inside the admin, someone took the page over while it was open here: what was typed and not saved
// becomes this author's own draft (the server lets this one save pass for the person the page was
// taken from). Not saved when nothing changed since the last save; kept in the browser as before
// when the save cannot be made (a stale base, problems in the page, an error).
import { useContext, useEffect, useRef } from 'react';
import { clearDraft } from '../state/drafts.ts';
import { LeaseTaken } from './leaseTaken.ts';
import type { SaveTarget } from './useSave.ts';

export function useTakeOverSave({ client, file, tab, page, base, dirty, setBase, setIssues, setStatus, onSaved }: SaveTarget & { dirty: boolean }) {
  const takenOver = useContext(LeaseTaken);
  // The page as it is when the news comes: read by the effect below, which runs on that news only.
  const latest = useRef({ page, base, dirty });
  useEffect(() => {
    latest.current = { page, base, dirty };
  });
  const kept = useRef(false);
  useEffect(() => {
    if (!takenOver || kept.current) return;
    kept.current = true;
    const { page: value, base: from, dirty: unsaved } = latest.current;
    if (!unsaved) return;
    const notKept = 'Những thay đổi chưa lưu của bạn chưa được lưu vào bản nháp';
    const stillHere = 'Chúng vẫn còn trong trình duyệt này: mở lại trang khi trang rảnh để lưu.';
    client.save(file, value, from.hash, true).then(
      ({ body }) => {
        if (body.status === 'saved' && body.hash) {
          setBase({ value, hash: body.hash });
          clearDraft(file, tab);
          setStatus({ kind: 'saved', text: 'Những thay đổi chưa lưu của bạn đã được lưu vào bản nháp của bạn.' });
          onSaved(body.hash);
        } else if (body.status === 'invalid') {
          setIssues(body.issues ?? []);
          setStatus({ kind: 'invalid', text: `${notKept}: trang còn ${body.issues?.length ?? 0} lỗi. ${stillHere}` });
        } else {
          setStatus({ kind: 'conflict', text: `${notKept}: bản nháp đã thay đổi từ khi bạn mở trang. ${stillHere}` });
        }
      },
      (error: Error) => setStatus({ kind: 'error', text: `${notKept} (${error.message}). ${stillHere}` }),
    );
  }, [takenOver, client, file, tab, onSaved, setBase, setIssues, setStatus]);
}
