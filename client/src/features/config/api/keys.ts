// Query keys of the public site configuration, under ['config'].
/** The identify keys the client reads. */
export type ConfigKey = 'loginLogo' | 'logo' | 'isClose' | 'siteName' | 'inviteCodeRequired';

const all = ['config'] as const;

export const configKeys = {
  all,
  value: (identify: ConfigKey) => [...all, identify] as const,
};
