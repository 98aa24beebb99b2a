// What the visitor did inside an island before its code ran, given to React once it runs: clicks on
// plain buttons and navigation keys replayed, a hover announced again, values typed or chosen handed over.

/** Runs `run` and renders its updates before returning (React's flushSync, once the island's root exists). */
export type Flush = (run: () => void) => void;

/** Keys our islands handle that have no default action worth keeping: replayed once the island runs. */
const REPLAYED_KEYS = /^(Arrow\w+|Home|End|Escape|Page\w+)$/;

/** Whether this event is replayed once its island runs: a click on a plain button (no default action to lose) or a key our islands handle. */
export function isReplayed(event: Event): boolean {
  if (event.type === 'keydown') return REPLAYED_KEYS.test((event as KeyboardEvent).key);
  if (event.type !== 'click' || !(event.target instanceof Element)) return false;
  // (A button holds no link nor field: the closest of either is what was clicked.)
  const control = event.target.closest('a[href],button');
  return control instanceof HTMLButtonElement && control.type === 'button' && !control.disabled;
}

export function replay(event: Event): void {
  const target = event.target as Element;
  // The same event again (an event is its own init dictionary: key, modifiers, detail, position…).
  if (target.isConnected)
    target.dispatchEvent(event instanceof KeyboardEvent ? new KeyboardEvent('keydown', event) : new MouseEvent('click', event as MouseEvent));
}

/** The mouse entered before React listened: tell it again, so a menu that opens on hover does. */
export function announceHover(element: Element): void {
  element.dispatchEvent(new PointerEvent('pointerover', { pointerType: 'mouse', isPrimary: true, bubbles: true }));
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Fields whose value is not one typed or chosen: a range's is (its keys and drag set it like
 * typing), a single choice list's too; a multiple one would lose all but its first choice.
 */
const NOT_ENTERED = /^(checkbox|radio|submit|button|reset|hidden|file|image|color|select-multiple)$/;

/** What the visitor typed or chose (or the browser restored on a reload) in a field, and what the page had there. */
export interface Entered {
  value: string;
  prerendered: string;
}

/** Per field, what was typed or chosen in it. */
export type EnteredValues = Map<Field, Entered>;

/** The value the page's HTML gives a field (a list: its option marked selected, or the first). */
const prerenderedValue = (field: Field) =>
  field instanceof HTMLSelectElement ? (([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? '') : field.defaultValue;

/** The fields of an island whose value differs from the page's: read before React renders anything (it sets fields to its state). */
export function enteredValues(carrier: Element): EnteredValues {
  const entered: EnteredValues = new Map();
  for (const field of carrier.querySelectorAll<Field>('input, textarea, select')) {
    const prerendered = prerenderedValue(field);
    if (!NOT_ENTERED.test(field.type) && field.value !== prerendered) entered.set(field, { value: field.value, prerendered });
  }
  return entered;
}

/**
 * Notes the value of the field an input event comes from, before React sees the event.
 * Between an island's root and its mount, React may hydrate inside that very event (a discrete
 * event makes it finish at once) and render the field with its state, the page's value: a choice
 * made then would reach React's onChange as the old value and be lost. Noted here, it is handed over
 * at the mount like one made before the root existed.
 */
export function noteEntered(entered: EnteredValues, target: EventTarget | null): void {
  const isField = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
  if (isField && !NOT_ENTERED.test(target.type)) entered.set(target, { value: target.value, prerendered: prerenderedValue(target) });
}

/**
 * A value typed or chosen in a field before its island ran is not in React's state, and React's
 * first renders set the field to that state (the page's value). Called once the island is mounted
 * (its whole tree is hydrated then: sections are loaded before hydration, so nothing suspends), the
 * value goes back in as a change React sees: the field's own `value` property (which React watches
 * on inputs) is set to something else, the element's native setter puts the value, and input and
 * change events make React's onChange read it (a text field listens to the first, a list to the
 * second). A field whose value is neither that one nor the page's (changed again since) is left alone.
 */
export function handOverEnteredValues(entered: EnteredValues, flush: Flush): void {
  for (const [field, { value, prerendered }] of entered) {
    // Gone, or kept by React / set back to the page's value by it? Anything else is newer (typed since, or the app's).
    if (!field.isConnected || (field.value !== value && field.value !== prerendered)) continue;
    const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!;
    field.value = value === '' ? ' ' : '';
    nativeSetter.call(field, value);
    flush(() => {
      for (const type of ['input', 'change']) field.dispatchEvent(new Event(type, { bubbles: true }));
    });
    // Left before React ran it: its blur handler (which checks the field) runs now, on the value.
    if (field !== document.activeElement) flush(() => field.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
  }
}
