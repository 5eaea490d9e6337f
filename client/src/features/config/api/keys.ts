// Query keys of the public site configuration, under ['config'].
import type { ConfigKey } from './get-config';

const all = ['config'] as const;

export const configKeys = {
  all,
  value: (identify: ConfigKey) => [...all, identify] as const,
};
