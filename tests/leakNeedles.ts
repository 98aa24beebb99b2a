// Needles for "this value never appears in a log or an answer" checks that can only fail for a real
// leak (docs/testing.md, "Checks that cannot fail by chance"): values made unique for the run, and
// every spelling the code could write them in — never a short fragment such as four digits, which a
// random request id or a port can contain by chance.
import { randomInt } from 'node:crypto';

/** Eight random lower-case letters: no hex digit run, no id, port or time can equal them. */
export const uniqueWord = () => Array.from({ length: 8 }, () => String.fromCharCode(0x67 + randomInt(20))).join('');

/** A valid Vietnamese mobile number (09x xxx xxxx) with random digits, as a visitor would type it. */
export const uniqueMobile = () => `09${randomInt(10)} ${String(randomInt(1000)).padStart(3, '0')} ${String(randomInt(10_000)).padStart(4, '0')}`;

/**
 * Every form a phone number could be written in by the server: as typed, digits only, with the
 * country code (+84 / 84), and the digits after the leading 0 (a normaliser that drops it).
 */
export function phoneSpellings(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith('84') ? digits.slice(2) : digits.replace(/^0/, '');
  return [...new Set([phone, digits, `0${national}`, `+84${national}`, `84${national}`, national])];
}

/**
 * Whether `text` names `host` ("127.0.0.1:4567"): the port must end there, or a server on
 * 127.0.0.1:45678 elsewhere in the text would be taken for it.
 */
export const namesHost = (text: string, host: string) => new RegExp(`${host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`).test(text);
