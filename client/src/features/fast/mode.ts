// How each trading mode looks wherever it is shown (switch, panel edge, confirmation), so
// real money and virtual funds cannot be mistaken for each other.
import type { ParseKeys } from 'i18next';
import type { TradeMode } from './types';

export const MODE_COLOR: Record<TradeMode, 'blue' | 'orange'> = { real: 'blue', demo: 'orange' };

export const MODE_LABEL: Record<TradeMode, ParseKeys> = { real: 'fast.modeReal', demo: 'fast.modeDemo' };
