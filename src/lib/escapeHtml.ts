// Text made safe inside HTML text and attribute values (double- or single-quoted): for the few places
// that write HTML as a string (the server's search answers, the redirect page, the dev overlay).

/** `text` with &, <, >, " and ' as character references. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
