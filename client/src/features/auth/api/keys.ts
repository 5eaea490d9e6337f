// Query keys of the auth feature, under ['auth']; the user info, which the account feature drops
// too, is keyed in lib/api/keys.ts (userInfoKeys).
const all = ['auth'] as const;

export const authKeys = {
  all,
  areaCodes: () => [...all, 'area-codes'] as const,
};
