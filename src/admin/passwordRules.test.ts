// A new password's rules (ASVS 2.1.1, 2.1.2, 2.1.7): its length, and not guessable — common and breached
// passwords, keyboard rows, repeats and ones built on the account's email are refused, in Vietnamese.
import { describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGES, passwordProblem } from './passwordRules.ts';

describe('passwordProblem', () => {
  it('accepts a long sentence of one’s own, with or without diacritics', () => {
    for (const password of ['mật khẩu mới đặt từ dòng lệnh', 'mật-khẩu-riêng-của-tôi-2026', 'cay-xoai-truoc-ngo-ra-hoa', 'Một câu mật khẩu mới đủ dài'])
      expect([password, passwordProblem(password, ['lan@amdigital.vn'])]).toEqual([password, undefined]);
  });

  it('refuses 11 characters and 129, and accepts 12 and 128 of a strong one', () => {
    expect(passwordProblem('a-b-c-d-e-f')).toBe('Mật khẩu cần ít nhất 12 ký tự.');
    expect(passwordProblem('x'.repeat(129))).toBe('Mật khẩu dài tối đa 128 ký tự.');
    expect(passwordProblem('tôi-ăn-phở-9')).toBeUndefined();
    expect(passwordProblem('tôi-ăn-phở-9'.repeat(11).slice(0, 128))).toBeUndefined();
  });

  it.each(['password1234', 'anhyeuem1234', '123456789012', 'iloveyou2026', 'Password123!', 'matkhau12345'])(
    'refuses %s: a common or breached password',
    (password) => {
      expect(passwordProblem(password)).toBe(WEAK_PASSWORD_MESSAGES.common);
    },
  );

  it.each(['aaaaaaaaaaaa', 'abcdefghijklmn', '1212121212121', 'hjklhjklhjkl'])('refuses %s: a repeat, a sequence or a keyboard row', (password) => {
    expect(passwordProblem(password)).toBe(WEAK_PASSWORD_MESSAGES.guessable);
  });

  it('refuses a password built on the account’s email or its name part', () => {
    expect(passwordProblem('lan@amdigital.vn1', ['lan@amdigital.vn'])).toBe(WEAK_PASSWORD_MESSAGES.personal);
    expect(passwordProblem('nguyenthilan2026', ['nguyenthilan@amdigital.vn'])).toBe(WEAK_PASSWORD_MESSAGES.personal);
    // The same password for someone else is not theirs.
    expect(passwordProblem('nguyenthilan2026', ['minh@amdigital.vn'])).not.toBe(WEAK_PASSWORD_MESSAGES.personal);
  });
});
