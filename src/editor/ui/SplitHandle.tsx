// The handle between the form and the preview (screens from 1280 px): dragged, or focused and moved
// with the arrow keys (Home / End for the ends), it gives the form its share of the two columns.
// The share is kept in localStorage for the next page and the next visit.
import { useCallback, useEffect, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

const KEY = 'editor:form-share';
export const MIN_SHARE = 30;
export const MAX_SHARE = 70;
const STEP = 5;

const clamp = (n: number) => Math.min(MAX_SHARE, Math.max(MIN_SHARE, Math.round(n)));

function storedShare(): number {
  try {
    const n = Number(localStorage.getItem(KEY));
    return n >= MIN_SHARE && n <= MAX_SHARE ? n : 50;
  } catch {
    return 50;
  }
}

/** The form's share (percent of the two columns) and its setter that remembers it. */
export function useFormShare(): [number, (n: number) => void] {
  const [share, setShare] = useState(storedShare);
  useEffect(() => {
    try {
      localStorage.setItem(KEY, String(share));
    } catch {
      // private mode: the share lasts for this page only
    }
  }, [share]);
  return [share, useCallback((n: number) => setShare(clamp(n)), [])];
}

export interface SplitHandleProps {
  share: number;
  onChange(share: number): void;
  /** The form column and the preview beside it: a drag measures from the one's left to the other's right. */
  form: RefObject<HTMLElement | null>;
  preview: RefObject<HTMLElement | null>;
  /** The form column's id: the pane this separator sizes (aria-controls). */
  controls: string;
}

export function SplitHandle({ share, onChange, form, preview, controls }: SplitHandleProps) {
  const onKeyDown = (e: KeyboardEvent) => {
    const next = { ArrowLeft: share - STEP, ArrowRight: share + STEP, Home: MIN_SHARE, End: MAX_SHARE }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    onChange(next);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!e.currentTarget.hasPointerCapture(e.pointerId)) return;
    const left = form.current?.getBoundingClientRect().left;
    const right = preview.current?.getBoundingClientRect().right;
    if (left === undefined || right === undefined || right <= left) return;
    onChange(((e.clientX - left) / (right - left)) * 100);
  };
  return (
    // A focusable separator is the ARIA window-splitter pattern: an interactive widget (the lint rule
    // counts role="separator" as static, as it is when not focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="editor-split"
      role="separator"
      aria-orientation="vertical"
      aria-controls={controls}
      aria-label="Chia độ rộng giữa biểu mẫu và bản xem trước"
      aria-valuemin={MIN_SHARE}
      aria-valuemax={MAX_SHARE}
      aria-valuenow={share}
      aria-valuetext={`Biểu mẫu chiếm ${share}%`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: the splitter is focusable
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
    />
  );
}
