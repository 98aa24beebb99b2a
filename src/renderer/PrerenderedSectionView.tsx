import type { MouseEvent } from 'react';
import { PRERENDERED_ATTRIBUTE, type PrerenderedSection } from '../model/prerendered.ts';
import { useNavigate } from '../kit/navigation.ts';
import { isPlainClick } from '../kit/plainClick.ts';

/**
 * A section without behaviour, as prerendered HTML (React-rendered at build time: escaped text,
 * never author HTML). React hydrates the carrier without touching what is inside. Its links to
 * site pages navigate client-side, as SmartLink does. `display: contents`: the carrier
 * is no box of its own, so the section lays out as if it stood alone.
 */
export function PrerenderedSectionView({ prerendered }: { prerendered: PrerenderedSection['prerendered'] }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event, link)) return;
    // '#anchor' on this page: the browser's own jump, as a plain <a href> does.
    if (link.getAttribute('href')?.startsWith('#')) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  return (
    // Delegation for the links inside (Enter on a link fires click too): the div itself is not a control.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      {...{ [PRERENDERED_ATTRIBUTE]: prerendered.key }}
      style={{ display: 'contents' }}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: prerendered.html }}
    />
  );
}
