// What the futures API (issue 40) uses of the contract module: its settings (the symbols), the
// service (orders and closes go through it like the contract page's), the user's positions and
// their figures at the tick in force, and the overnight schedule (Binance's funding times).
import type { ContractOvernight } from '../../contract/overnight.ts';
import type { ContractRepository } from '../../contract/repository.ts';
import type { ContractRisk } from '../../contract/risk.ts';
import type { ContractService } from '../../contract/service.ts';
import type { ContractSettingsBook } from '../../contract/settings.ts';
import type { ContractViews } from '../../contract/views.ts';

export interface ContractPlatform {
  settings: ContractSettingsBook;
  service: ContractService;
  repo: ContractRepository;
  views: ContractViews;
  overnight: ContractOvernight;
  /** The risk engine: the futures orders' trigger path runs after its triggers on each tick. */
  risk: ContractRisk;
}
