// The rules a new staff password must meet (ASVS 2.1.1, 2.1.2, 2.1.7), said in Vietnamese: its length,
// and not guessable. Apart from password.ts (hashing), which the admin's pages import for the lengths.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX, PASSWORD_MIN } from './password.ts';

export const WEAK_PASSWORD_MESSAGES = {
  personal: 'Mật khẩu không nên chứa email hay tên tài khoản của bạn.',
  common: 'Mật khẩu này nằm trong danh sách mật khẩu phổ biến mà kẻ gian thử trước tiên. Hãy dùng một câu dài gồm vài từ của riêng bạn.',
  guessable: 'Mật khẩu này dễ đoán (ký tự lặp lại, dãy số, hàng phím liền nhau hoặc ngày tháng). Hãy dùng một câu dài gồm vài từ của riêng bạn.',
};

/**
 * How guessable a password is (zxcvbn-ts, with its lists of common and breached passwords, ASVS 2.1.7):
 * made at the first check (≈ 0.1 s, the lists loaded), in the admin only.
 */
let estimator: ZxcvbnFactory | undefined;
const strength = (password: string, userInputs: string[]) =>
  (estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs })).check(password, userInputs);

/**
 * The Vietnamese refusal of a new password, or undefined when it is acceptable: 12 to 128 characters,
 * and not guessable — zxcvbn's score 3 or more (about 10^10 guesses), so a common or breached password, a
 * keyboard row or a repeat is refused, and so is one built on `userInputs` (the account's email).
 */
export function passwordProblem(password: string, userInputs: readonly string[] = []): string | undefined {
  if (password.length < PASSWORD_MIN) return `Mật khẩu cần ít nhất ${PASSWORD_MIN} ký tự.`;
  if (password.length > PASSWORD_MAX) return `Mật khẩu dài tối đa ${PASSWORD_MAX} ký tự.`;
  // The email whole and its name part (before @), which people build passwords on.
  const inputs = userInputs.flatMap((input) => [input.toLowerCase(), input.toLowerCase().split('@')[0]!]).filter(Boolean);
  const result = strength(password, inputs);
  if (result.score >= 3) return undefined;
  const from = (name: string) => result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === name);
  if (from('userInputs')) return WEAK_PASSWORD_MESSAGES.personal;
  return from('passwords-common') ? WEAK_PASSWORD_MESSAGES.common : WEAK_PASSWORD_MESSAGES.guessable;
}
