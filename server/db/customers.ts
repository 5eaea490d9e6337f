// How a back-office list shows and finds the customer of a row: SQL on the User joined as `u`,
// shared by every module's staff lists (customers, orders, positions, conversations, ...).
// It lives here, below the modules, so a list needs no other module for it (issue 31).

/** `%`, `_` and `\` typed into a search box are matched literally. */
export const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The account a staff list shows beside a customer's id (the User joined as `u`): e-mail, else phone; null for a visitor's demo session. */
export const ACCOUNT_COLUMN = `CASE WHEN u.role = 'guest' THEN NULL ELSE COALESCE(u.email, u.phone) END AS account`;

/**
 * A staff list's customer filter on the User joined as `u`: a customer's id or phone number
 * (digits: exact — a digit typed never matches every e-mail that contains it), else part of
 * their e-mail in any case. Its SQL condition (true when `user` is undefined) and parameters.
 */
export function customerMatch(user: string | undefined): { sql: string; params: unknown[] } {
  const digits = user !== undefined && /^\+?\d{1,20}$/.test(user) ? user.replace('+', '') : null;
  const id = digits !== null && digits.length <= 10 ? Number(digits) : null;
  const like = user === undefined || digits !== null ? null : likeOf(user.toLowerCase());
  return {
    sql: `(? IS NULL OR u.id = ? OR u.phone = ? OR (u.areaCode || u.phone) = ? OR lower(u.email) LIKE ? ESCAPE '\\')`,
    params: [user ?? null, id, digits, digits, like],
  };
}
