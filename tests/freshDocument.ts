// Component test files share one jsdom window per worker (isolate: false in vite.config.ts): each file
// starts from the document a new window has, whatever the previous file left. The body stays the same
// element, because Testing Library's `screen` is bound to the body it found when first loaded.
const state = globalThis as typeof globalThis & { firstBody?: HTMLElement };

export function freshDocument() {
  state.firstBody ??= document.body;
  const body = state.firstBody;
  body.replaceChildren();
  for (const name of body.getAttributeNames()) body.removeAttribute(name);
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  html.replaceChildren(document.createElement('head'), body);
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
}
