// The needles of the "never logged" checks (tests/leakNeedles.ts) must find a real leak and nothing else.
import { describe, expect, it } from 'vitest';
import { namesHost, phoneSpellings, uniqueMobile, uniqueWord } from '../leakNeedles.ts';

describe('leak needles', () => {
  it('a host matches only with its whole port', () => {
    expect(namesHost('GET http://127.0.0.1:4567/api', '127.0.0.1:4567')).toBe(true);
    expect(namesHost('listening on 127.0.0.1:4567', '127.0.0.1:4567')).toBe(true);
    expect(namesHost('listening on 127.0.0.1:45678', '127.0.0.1:4567')).toBe(false);
    expect(namesHost('127a0a0a1:4567', '127.0.0.1:4567')).toBe(false);
  });

  it('a phone number in every spelling a server could write', () => {
    expect(phoneSpellings('0912 345 678')).toEqual(expect.arrayContaining(['0912 345 678', '0912345678', '+84912345678', '84912345678', '912345678']));
    expect(phoneSpellings('+84 912 345 678')).toEqual(expect.arrayContaining(['0912345678', '+84912345678']));
  });

  it('unique values cannot be a hex id, a port or a time', () => {
    for (let i = 0; i < 50; i++) {
      expect(uniqueWord()).toMatch(/^[g-z]{8}$/);
      expect(uniqueMobile()).toMatch(/^09\d \d{3} \d{4}$/);
    }
  });
});
