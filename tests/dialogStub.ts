// jsdom 26 has <dialog> but neither showModal() nor close(). Minimal stand-ins, as a browser
// behaves: showModal/close toggle the `open` attribute, close fires 'close', and Escape fires a
// cancelable 'cancel' on the open dialog, then closes it. Call once at the top of a test file.
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

export function installDialogStub() {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  const original = { showModal: proto.showModal, close: proto.close };
  const showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const close = vi.fn(function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  });
  function escape(event: KeyboardEvent) {
    const dialog = document.querySelector('dialog[open]') as HTMLDialogElement | null;
    if (event.key !== 'Escape' || !dialog) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  }
  beforeAll(() => {
    Object.assign(proto, { showModal, close });
    document.addEventListener('keydown', escape);
  });
  afterAll(() => {
    Object.assign(proto, original);
    document.removeEventListener('keydown', escape);
  });
  afterEach(() => {
    showModal.mockClear();
    close.mockClear();
  });
  return { showModal, close };
}
