// Responsible trading (issue 33 point 10, docs/decisions/077-responsible-trading.md): the
// appropriateness check's questions and right answers (the server marks, the client words
// them in every locale), the self-exclusion periods and the limits' scale. Shared so the two
// sides cannot disagree on what is right.

/** The check's version: recorded with every submission; a new wording or answer is a new version. */
export const APPROPRIATENESS_VERSION = 1;

/** The options every question offers (their words are the client's, per question). */
export const QUIZ_OPTIONS = ['a', 'b', 'c'] as const;
export type QuizOption = (typeof QUIZ_OPTIONS)[number];

/** The questions, in order, with the right option of each. */
export const QUIZ = [
  // 20× leverage: a 5 % move against the position is its whole margin
  { id: 'leverage', answer: 'b' },
  // when equity falls to the maintenance margin the position is closed (liquidated)
  { id: 'liquidation', answer: 'a' },
  // the most a position can lose: its margin (negative balance protection)
  { id: 'maxLoss', answer: 'c' },
  // a fast trade that ends the wrong way loses the whole stake
  { id: 'fastStake', answer: 'a' },
] as const satisfies readonly { id: string; answer: QuizOption }[];
export type QuizQuestionId = (typeof QUIZ)[number]['id'];

/** Above this leverage a real contract position needs the check passed (10× itself does not). */
export const APPROPRIATENESS_LEVERAGE = 10;

/** A raise or a removal of a limit takes effect this long after it is asked for. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

/** The self-exclusion periods a user may choose. */
export const EXCLUSION_PERIODS = ['1d', '7d', '30d', '6m'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];

/** Limits are USDT amounts with up to 2 decimals, stored in minor units of 6 decimals. */
export const LIMIT_CURRENCY = 'USDT';
export const LIMIT_SCALE = 6;
export const LIMIT_INPUT_DECIMALS = 2;

/** The wrong answers' question ids (unanswered counts as wrong). */
export function wrongAnswers(answers: Partial<Record<string, string>>): QuizQuestionId[] {
  return QUIZ.filter((q) => answers[q.id] !== q.answer).map((q) => q.id);
}
