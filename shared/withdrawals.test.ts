import { expect, it } from 'vitest';
import { maskContact } from './withdrawals.ts';

it('masks an e-mail address to its first letter and domain, a phone to its area code and last four digits', () => {
  expect(maskContact('edith@example.com')).toBe('e***@example.com');
  expect(maskContact('+852 12345678')).toBe('+852 ****5678');
  expect(maskContact('+86 13800000000')).toBe('+86 ****0000');
});
