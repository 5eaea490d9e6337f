// Class wallets in tests that trade one through the practice API directly (without the classes
// module's routes): the user is made a learner of that class first, as joining would, so the
// reconcile's class-wallets check (every class account and row belongs to a member) holds.
import type { TestApp } from './app.ts';

export function enrol(t: TestApp, mode: `class:${number}`, userId: number) {
  t.app.ctx.sqlite
    .prepare('INSERT INTO "ClassMember" ("classId", "userId", "joinedAt") VALUES (?, ?, ?)')
    .run(Number(mode.slice('class:'.length)), userId, t.clock.now());
}
