// Responsible trading (issue 33 point 10, docs/decisions/077-responsible-trading.md): the
// user's limits and self-exclusion, the appropriateness check, and the back office's view.
import { z } from 'zod';
import { EXCLUSION_PERIODS, QUIZ, QUIZ_OPTIONS } from '../responsible.ts';
import { appKeyParam, Dec, err, IsoDate } from './common.ts';

/** A limit in force and the change waiting to take effect (a raise or removal, 24 hours after it was asked for). */
export const ResponsibleLimitView = z
  .object({
    value: Dec.nullable().meta({ description: 'USDT; null: no limit' }),
    pending: z
      .object({ value: Dec.nullable().meta({ description: 'null: the limit is removed' }), at: IsoDate })
      .nullable()
      .meta({ description: 'a raise or removal waiting until `at`' }),
  })
  .meta({ id: 'ResponsibleLimit' });

export const ResponsibleView = z
  .object({
    currency: z.literal('USDT'),
    lossLimit: ResponsibleLimitView,
    depositLimit: ResponsibleLimitView,
    exclusionUntil: IsoDate.nullable().meta({ description: 'no new real trades and no deposits before this time' }),
    appropriatenessPassedAt: IsoDate.nullable(),
    today: z.object({
      loss: Dec.meta({ description: "the UTC day's net realized real-money loss (0 when ahead)" }),
      deposits: Dec.meta({ description: "the USDT value of the UTC day's deposit requests" }),
      resetsAt: IsoDate.meta({ description: 'the next 00:00 UTC' }),
    }),
  })
  .meta({ id: 'ResponsibleView' });
export type ResponsibleView = z.infer<typeof ResponsibleView>;

export const ResponsibleLimitBody = z
  .strictObject({
    ...appKeyParam,
    kind: z.enum(['loss', 'deposit']),
    amount: z
      .string()
      .max(40, err('AMOUNT_INVALID'))
      .nullable()
      .meta({ description: 'USDT with up to 2 decimals; null removes the limit' }),
  })
  .meta({ id: 'ResponsibleLimitBody' });
export type ResponsibleLimitBody = z.infer<typeof ResponsibleLimitBody>;

export const SelfExclusionBody = z.strictObject({ ...appKeyParam, period: z.enum(EXCLUSION_PERIODS) }).meta({ id: 'SelfExclusionBody' });
export type SelfExclusionBody = z.infer<typeof SelfExclusionBody>;

const QuizAnswers = z.strictObject(
  Object.fromEntries(QUIZ.map((q) => [q.id, z.enum(QUIZ_OPTIONS).optional()])) as Record<
    (typeof QUIZ)[number]['id'],
    z.ZodOptional<z.ZodEnum<{ a: 'a'; b: 'b'; c: 'c' }>>
  >,
);

export const AppropriatenessBody = z
  .strictObject({
    ...appKeyParam,
    acceptedRiskWarning: z.literal(true).meta({ description: 'the user read the risk warning' }),
    answers: QuizAnswers,
  })
  .meta({ id: 'AppropriatenessBody' });
export type AppropriatenessBody = z.infer<typeof AppropriatenessBody>;

export const AppropriatenessResult = z
  .object({
    passed: z.boolean(),
    wrong: z.array(z.string()).meta({ description: 'the questions answered wrongly (the client shows why)' }),
    passedAt: IsoDate.nullable(),
  })
  .meta({ id: 'AppropriatenessResult' });
export type AppropriatenessResult = z.infer<typeof AppropriatenessResult>;

/** What staff see of a customer's settings (read only: no staff route changes them). */
export const AdminResponsibleView = ResponsibleView.extend({
  appropriatenessVersion: z.number().int().nullable(),
  attempts: z.number().int().meta({ description: 'submissions of the check, passed or not' }),
}).meta({ id: 'AdminResponsibleView' });
export type AdminResponsibleView = z.infer<typeof AdminResponsibleView>;
