// The wallet a row belongs to, as its label key (decision 105): real, demo, replay, or a class's
// wallet (`class:<id>`: every class reads "Class").
export type WalletModeKey = 'real' | 'demo' | 'replay' | 'class';

export const walletModeKey = (mode: string): WalletModeKey =>
  mode.startsWith('class:') ? 'class' : mode === 'real' || mode === 'demo' || mode === 'replay' ? mode : 'demo';
