import { describe, expect, it } from 'vitest';
import { deviceName } from './device.ts';

describe('deviceName', () => {
  it('names the browser, the system and a phone or tablet in Vietnamese', () => {
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36')).toBe(
      'Chrome trên Windows',
    );
    expect(
      deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari trên iOS, điện thoại');
    expect(deviceName('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36')).toBe(
      'Chrome trên Android, máy tính bảng',
    );
  });

  it('says nothing when the browser does not say what it is', () => {
    expect([deviceName(undefined), deviceName('')]).toEqual(['', '']);
    expect(deviceName('curl/8.5.0')).not.toMatch(/undefined/);
  });
});
