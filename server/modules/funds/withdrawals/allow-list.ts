// The withdrawal address allow-list (issue 38 point 4, decision 089), off unless the user turns
// it on. While on, a crypto withdrawal goes only to a bound address bound at least 24 hours ago
// (a stolen session cannot bind its own address and withdraw to it at once). On takes effect at
// once; off is asked for with the security password and the second code, and takes effect 24
// hours later (until then it stays on; turning it on again cancels the switch-off). Both changes
// leave a security message in the user's notification centre.
import { ALLOW_LIST_ADDRESS_DELAY_MS, ALLOW_LIST_OFF_DELAY_MS } from '../../../../shared/withdrawals.ts';
import type { AllowListBody, AllowListView } from '../../../../shared/schemas/funds.ts';
import type { Locale } from '../../../../shared/locales.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { UserMessages } from '../../content/user-messages.ts';
import type { SecurityPasswordService } from '../bindings/security-password.ts';
import type { BindingService } from '../bindings/service.ts';
import type { AllowListRepository } from './allowlist-repository.ts';
import type { SecondCode } from './confirmation.ts';

/** A time as messages name it: "2026-11-30 09:15" (UTC). */
export function utcMinute(ms: number): string {
  return new Date(ms).toISOString().replace('T', ' ').slice(0, 16);
}

const iso = (ms: number) => new Date(ms).toISOString();

export class AllowListService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: AllowListRepository,
    private readonly binding: BindingService,
    private readonly securityPassword: SecurityPasswordService,
    private readonly secondCode: SecondCode,
    private readonly messages: UserMessages,
  ) {}

  /** On at `now` (turned on, and no switch-off due yet); `offAt`: a switch-off still to come. */
  private state(userId: number, now: number): { on: boolean; offAt: number | null } {
    const row = this.repo.get(userId);
    const offAt = row?.offAt ?? null;
    const on = Boolean(Number(row?.enabled ?? 0)) && (offAt === null || now < offAt);
    return { on, offAt: on ? offAt : null };
  }

  isOn(userId: number, now: number): boolean {
    return this.state(userId, now).on;
  }

  view(userId: number): AllowListView {
    const { on, offAt } = this.state(userId, this.ctx.clock.now());
    return {
      enabled: on,
      offAt: offAt === null ? null : iso(offAt),
      addresses: this.binding.addresses(userId).map((a) => ({
        coin: a.coin,
        chain: a.chain,
        address: a.address,
        createdAt: a.createdAt,
        usableAt: iso(Date.parse(a.createdAt) + ALLOW_LIST_ADDRESS_DELAY_MS),
      })),
    };
  }

  /** ADDRESS_NOT_YET_ALLOWED while the allow-list is on and the address was bound less than 24 hours before `now`. */
  checkAddress(userId: number, address: { createdAt: string }, now: number) {
    if (!this.isOn(userId, now)) return;
    const usableAt = Date.parse(address.createdAt) + ALLOW_LIST_ADDRESS_DELAY_MS;
    if (now < usableAt) throw new AppError('ADDRESS_NOT_YET_ALLOWED', { until: utcMinute(usableAt) });
  }

  /** Sends the code that turns the allow-list off (two-factor off; with it on, the authenticator's code is asked). */
  sendCode(userId: number, ip: string, locale: Locale) {
    return this.secondCode.send(userId, 'allow-list', ip, locale, {
      binding: '',
      subject: 'allowListCodeSubject',
      body: 'allowListCodeBody',
    });
  }

  async change(userId: number, body: AllowListBody): Promise<AllowListView> {
    if (body.enabled) this.turnOn(userId);
    else await this.turnOff(userId, body.securityPassword, body.code);
    return this.view(userId);
  }

  /** On at once (a pending switch-off is cancelled); already on with none pending: nothing changes. */
  private turnOn(userId: number) {
    const now = this.ctx.clock.now();
    this.ctx.sqlite
      .transaction(() => {
        const { on, offAt } = this.state(userId, now);
        if (on && offAt === null) return;
        this.repo.put(userId, true, null, now);
        this.messages.send(userId, 'allowListOn', {});
      })
      .immediate();
  }

  /** Off 24 hours from now, with the security password and the second code; already off or going off: nothing changes. */
  private async turnOff(userId: number, securityPassword: string, code: string | undefined) {
    const before = this.state(userId, this.ctx.clock.now());
    if (!before.on || before.offAt !== null) return;
    await this.securityPassword.verify(userId, securityPassword);
    const confirmed = await this.secondCode.check(userId, 'allow-list', '', { authenticator: code, sent: code });
    const now = this.ctx.clock.now();
    this.ctx.sqlite
      .transaction(() => {
        const { on, offAt } = this.state(userId, now);
        if (!on || offAt !== null) return;
        confirmed.use();
        const at = now + ALLOW_LIST_OFF_DELAY_MS;
        this.repo.put(userId, true, at, now);
        this.messages.send(userId, 'allowListOff', { offAt: utcMinute(at) });
      })
      .immediate();
  }
}
