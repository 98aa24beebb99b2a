// Test files that share a jsdom window (isolate: false, scripts/lib/testProjects.ts) each start from the document a
// new window has, whatever the previous file left. The body stays the same element, because Testing
// Library's `screen` is bound to the body it found when first loaded (in this window).
const state = globalThis as typeof globalThis & { screenBody?: HTMLElement };

export function freshDocument() {
  if (state.screenBody?.ownerDocument !== document) state.screenBody = document.body;
  const body = state.screenBody;
  body.replaceChildren();
  for (const name of body.getAttributeNames()) body.removeAttribute(name);
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  html.replaceChildren(document.createElement('head'), body);
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
}
