// The trading modes (fast and contract trading) and how each looks wherever it is shown (switch, panel edge, confirmation), so
// real money and virtual funds cannot be mistaken for each other.
import type { ParseKeys } from 'i18next';
import type { z } from 'zod';
import type { TradeMode as TradeModeSchema } from '../../../../shared/schemas/fast.ts';

/** Real money or the demo wallet's virtual funds. */
export type TradeMode = z.infer<typeof TradeModeSchema>;

export const MODE_COLOR: Record<TradeMode, 'blue' | 'orange'> = { real: 'blue', demo: 'orange' };

export const MODE_LABEL: Record<TradeMode, ParseKeys<'trade'>> = { real: 'fast.modeReal', demo: 'fast.modeDemo' };
