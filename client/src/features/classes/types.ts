// Types of classrooms (shared schemas, type-only; decision 106).
import type { z } from 'zod';
import type {
  ClassBody as ClassBodySchema,
  ClassLeaderboard as ClassLeaderboardSchema,
  ClassLeaderboardRow as ClassLeaderboardRowSchema,
  ClassList as ClassListSchema,
  ClassResetResult as ClassResetResultSchema,
  ClassScenarioBody as ClassScenarioBodySchema,
  ClassTradesPage as ClassTradesPageSchema,
  ClassView as ClassViewSchema,
} from '../../../../shared/schemas/classes.ts';

/** A class; `scenarioSessionId`: a learner's session of the running shared scenario, when the server names it. */
export type TradingClass = z.infer<typeof ClassViewSchema> & { scenarioSessionId?: number | null };
export type ClassList = { teaching: TradingClass[]; learning: TradingClass[] } & Omit<
  z.infer<typeof ClassListSchema>,
  'teaching' | 'learning'
>;
export type ClassBody = z.input<typeof ClassBodySchema>;
export type ClassLeaderboard = z.infer<typeof ClassLeaderboardSchema>;
export type LeaderboardRow = z.infer<typeof ClassLeaderboardRowSchema>;
export type ClassTradesPage = z.infer<typeof ClassTradesPageSchema>;
export type ClassResetResult = z.infer<typeof ClassResetResultSchema>;
export type ClassScenarioBody = z.input<typeof ClassScenarioBodySchema>;
export type ClassKind = ClassBody['kinds'][number];
