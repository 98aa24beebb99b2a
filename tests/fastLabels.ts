// jsdom finds a label's control by walking the whole document, and a control's labels by doing that for
// every label in it: quadratic in the size of the page. Every accessible name of a form field (each
// getByRole('textbox', { name })) asks for its labels, so the editor's tests spent a sixth of their time
// there. These getters give the same answers as the HTML standard's (and jsdom's) definitions, found
// through the id index and selectors instead. Installed on jsdom's classes by tests/setup.ts.

const LABELABLE = 'button, meter, output, progress, select, textarea, input';

/** A labelable element (the standard's list; a hidden input is not one). */
function isLabelable(element: Element | null): element is HTMLElement {
  return element !== null && element.matches(LABELABLE) && !(element instanceof HTMLInputElement && element.type === 'hidden');
}

/** The element with this id that comes first in tree order under root (root included), as `for` is looked up. */
function firstWithId(root: Node, id: string): Element | null {
  if (root instanceof Document || root instanceof DocumentFragment) return root.getElementById(id);
  if (!(root instanceof Element)) return null;
  return root.id === id ? root : root.querySelector(`[id="${id.replace(/["\\]/g, '\\$&')}"]`);
}

/** label.control: the element its `for` names, else its first labelable descendant. */
function controlOf(label: HTMLLabelElement): HTMLElement | null {
  const id = label.getAttribute('for');
  if (id === null) return [...label.querySelectorAll(LABELABLE)].find(isLabelable) ?? null;
  if (id === '') return null;
  const target = firstWithId(label.getRootNode(), id);
  return isLabelable(target) ? target : null;
}

/** control.labels: every label under the same root, in tree order, whose control it is. */
function labelsOf(control: HTMLElement): HTMLLabelElement[] | null {
  if (!isLabelable(control)) return null;
  const root = control.getRootNode();
  const scope = root instanceof Document || root instanceof DocumentFragment || root instanceof Element ? root : null;
  if (!scope) return [];
  const labels = [...scope.querySelectorAll('label')];
  if (scope instanceof HTMLLabelElement) labels.unshift(scope);
  return labels.filter((label) => controlOf(label) === control);
}

export function installFastLabels() {
  Object.defineProperty(HTMLLabelElement.prototype, 'control', {
    configurable: true,
    get(this: HTMLLabelElement) {
      return controlOf(this);
    },
  });
  for (const kind of [HTMLInputElement, HTMLButtonElement, HTMLSelectElement, HTMLTextAreaElement, HTMLOutputElement, HTMLMeterElement, HTMLProgressElement])
    Object.defineProperty(kind.prototype, 'labels', {
      configurable: true,
      get(this: HTMLElement) {
        return labelsOf(this);
      },
    });
}
