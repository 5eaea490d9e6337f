// The money settings page (decision 031): every currency's deposit and withdrawal limits, fee
// and withdrawal approval threshold, and the fast products with their options (read from the
// fast module). Each is changed only by a four-eyes proposal (currency-settings, product,
// fast-option).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MoneySettings, type ProductSettingsView } from '../../../shared/schemas/approvals.ts';
import type { CurrencyBook } from './currencies.ts';
import type { FundsRepository } from './repository.ts';

export class MoneySettingsPage {
  constructor(
    private readonly repo: FundsRepository,
    private readonly book: CurrencyBook,
    /** The fast products with their options, as the fast module shows them. */
    private readonly products: () => ProductSettingsView[],
  ) {}

  view(): MoneySettings {
    return {
      currencies: this.repo.currencySettings().map((c) => ({
        code: c.code,
        scale: c.scale,
        minDeposit: this.book.format(c.code, c.minDeposit),
        maxDeposit: this.book.format(c.code, c.maxDeposit),
        minWithdraw: this.book.format(c.code, c.minWithdraw),
        maxWithdraw: this.book.format(c.code, c.maxWithdraw),
        withdrawFeeRate: c.withdrawFeeRate,
        withdrawApprovalThreshold: this.book.format(c.code, c.withdrawApprovalThreshold),
      })),
      products: this.products(),
    };
  }
}

export const moneySettingsRoutes: FastifyPluginAsyncZod<{ settings: MoneySettingsPage }> = async (app, { settings }) => {
  app.get(
    '/api/admin/money-settings',
    {
      ...app.staffRoute('settings.write'),
      schema: {
        tags: ['back office'],
        summary: 'Currency limits, fees and withdrawal approval thresholds; products and their fast options',
        response: { 200: MoneySettings },
      },
    },
    async () => settings.view(),
  );
};
