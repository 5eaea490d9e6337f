import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ProposalKindDef, ProposalKindRegistry } from './registry.ts';

const kind = (name: string, result: string): ProposalKindDef => ({
  name,
  permissions: { propose: 'settings.write', approve: 'settings.write' },
  payload: z.strictObject({}),
  preview: () => ({ targetType: 't', targetId: '1', before: {}, after: {} }),
  execute: () => result,
});

describe('proposal kind registry', () => {
  it('refuses a kind registered twice and keeps the first', () => {
    const registry = new ProposalKindRegistry();
    registry.register(kind('note', 'first'));
    expect(() => registry.register(kind('note', 'second'))).toThrow(/'note' is already registered/);
    expect(registry.all().map((k) => k.name)).toEqual(['note']);
    expect(registry.get('note')?.execute({}, { id: 1, before: {}, reason: '', proposedBy: 1 }, { staffId: 1, ip: '' })).toBe('first');
  });

  it('lists the kinds in the order registered, and knows no other', () => {
    const registry = new ProposalKindRegistry();
    for (const name of ['b', 'a', 'c']) registry.register(kind(name, name));
    expect(registry.all().map((k) => k.name)).toEqual(['b', 'a', 'c']);
    expect(registry.get('d')).toBeUndefined();
  });
});
