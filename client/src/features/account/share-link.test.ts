import { describe, expect, it } from 'vitest';
import { inviteLink } from './share-link';

describe('inviteLink', () => {
  it('points at the neutral register route with the code', () => {
    expect(inviteLink('AB2CD3EF', { origin: 'https://x.example', pathname: '/' })).toBe('https://x.example/#/register?inviteCode=AB2CD3EF');
  });
});
