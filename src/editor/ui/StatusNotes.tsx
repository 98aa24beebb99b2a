// What the open page says above its columns: the last save's or action's outcome and the removed
// section's "Hoàn tác" (in a live region), a kept draft offered back, another tab's unsaved edits, and
// the file changed on disk.
import { Alert, Button, Group, Text } from '@mantine/core';
import { DraftOffer, type DraftOfferProps } from './DraftOffer.tsx';

/** The outcome of a save (or of an action said like one: a draft restored, the A/B test removed). */
export type StatusMessage = { kind: 'saved' | 'invalid' | 'error' | 'conflict'; text: string };

export interface StatusNotesProps {
  status: StatusMessage | undefined;
  /** The name of the section just removed, while the page is exactly as its removal left it. */
  removed: string | undefined;
  onUndoRemove(): void;
  /** A draft kept in the browser, offered back. */
  offer: DraftOfferProps | undefined;
  /** Another tab open now has unsaved edits of this page. */
  openElsewhere: boolean;
  diskChanged: boolean;
  onReloadFromDisk(): void;
}

export function StatusNotes({ status, removed, onUndoRemove, offer, openElsewhere, diskChanged, onReloadFromDisk }: StatusNotesProps) {
  return (
    <>
      <div role="status" aria-live="polite">
        {status && (
          <Alert color={status.kind === 'saved' ? 'green' : 'red'} p="xs">
            {status.text}
          </Alert>
        )}
        {removed !== undefined && (
          <Alert color="blue" p="xs">
            <Group gap="xs">
              <Text size="sm">Đã xóa {removed}.</Text>
              <Button size="compact-sm" variant="white" aria-label={`Hoàn tác xóa ${removed}`} onClick={onUndoRemove}>
                Hoàn tác
              </Button>
            </Group>
          </Alert>
        )}
      </div>
      {offer && <DraftOffer {...offer} />}
      {openElsewhere && !offer && (
        <Alert color="blue" p="xs">
          <Text size="sm">
            Một thẻ khác của trình duyệt đang có chỉnh sửa chưa lưu của trang này: hãy tiếp tục ở thẻ đó. Khi thẻ đó đã đóng, mở lại trang này để khôi phục bản
            nháp của nó.
          </Text>
        </Alert>
      )}
      {diskChanged && (
        <Alert color="orange" title="Tệp đã bị thay đổi bên ngoài trình soạn thảo" role="alert">
          <Text size="sm">Lưu sẽ không ghi đè thay đổi đó. Tải lại để xem bản trên đĩa; các chỉnh sửa của bạn được giữ làm bản nháp để khôi phục.</Text>
          <Button size="xs" mt="xs" onClick={onReloadFromDisk}>
            Tải lại từ đĩa
          </Button>
        </Alert>
      )}
    </>
  );
}
