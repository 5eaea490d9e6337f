// Query keys of the language feature, under ['language'].
const all = ['language'] as const;

export const languageKeys = {
  all,
  list: () => [...all, 'list'] as const,
};
