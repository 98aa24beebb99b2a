import { VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { buttonProps } from '../sections/shared/buttonProps.ts';

const COPIED = 'Đã sao chép';
const FAILED = 'Không sao chép được: hãy chọn đoạn JSON và sao chép bằng tay.';
/** How long the message stays; a second copy then announces again. */
const MESSAGE_MS = 4000;

/**
 * Copies `text` to the clipboard and says so in a polite live region. A native button, so Enter
 * and Space work. The clipboard API exists only on https and localhost: elsewhere it says to copy by hand.
 */
export function CopyJsonButton({ text, name }: { text: string; name: string }) {
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(''), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const copy = () => {
    setMessage('');
    const done = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
    done.then(
      () => setMessage(COPIED),
      () => setMessage(FAILED),
    );
  };
  return (
    <>
      <button type="button" onClick={copy} {...buttonProps({ variant: 'outline', size: 'sm' })}>
        Sao chép JSON<VisuallyHidden component="span">{` của ${name}`}</VisuallyHidden>
      </button>
      <span role="status" aria-live="polite">
        {message}
      </span>
    </>
  );
}
