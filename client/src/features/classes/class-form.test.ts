import { expect, it } from 'vitest';
import { classBody, localInput, newDraft } from './class-form';

it('sends the form as epoch ms, numbers and trimmed text', () => {
  const now = new Date(2026, 10, 30, 14, 5).getTime();
  const draft = { ...newDraft(now), name: '  Class A ', productIds: ['1', '2'], startingBalance: ' 5000 ' };
  expect(draft.startAt).toBe('2026-11-30T14:05');
  expect(draft.endAt).toBe(localInput(now + 7 * 86_400_000));
  expect(classBody(draft)).toEqual({
    name: 'Class A',
    startAt: now,
    endAt: now + 7 * 86_400_000,
    startingBalance: '5000',
    productIds: [1, 2],
    kinds: ['fast', 'contract', 'spot'],
  });
  expect(classBody({ ...draft, endAt: '' })).toBeNull();
});
