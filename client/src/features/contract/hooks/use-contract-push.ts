// The user channel's contract messages, written into the cached position lists so nothing is
// read again on every tick: `contract-marks` (every tick: mark price, unrealised P/L, margin
// ratio, liquidation price of each holding or locked position) and `contract-position` (a
// position changed state: filled, closed by SL/TP/liquidation, charged), which moves the
// position to its status's list and refreshes statistics and balances. Guests have no private
// channel: their holding lists are polled (api/get-positions.ts), as is everyone's as fallback.
// Messages missed over a reconnect that could not be resumed: every contract query and the
// balances are read again.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useUserMessages } from '../../../lib/trading/use-user-messages';
import type { PositionQuery } from '../api/keys';
import { contractKeys, refreshBalances, refreshContract } from '../api/keys';
import type { ContractPosition, ContractPositionPage, PositionChanged, PositionMarks } from '../types';

type Mark = PositionMarks['positions'][number];

function pages(client: QueryClient, scope: string) {
  return client
    .getQueriesData<ContractPositionPage>({ queryKey: contractKeys.positionsAll(scope) })
    .map(([key, page]) => ({ key, page, query: key[key.length - 1] as PositionQuery }));
}

/** Writes one tick's figures into the cached lists and details of the trader `scope`. */
export function applyMarks(client: QueryClient, scope: string, message: PositionMarks): void {
  const marks = new Map<number, Mark>(message.positions.map((m) => [m.id, m]));
  const marked = (p: ContractPosition): ContractPosition => {
    const m = marks.get(p.id);
    return m
      ? { ...p, markPrice: m.markPrice, unrealizedPnl: m.unrealizedPnl, marginRatio: m.marginRatio, liquidationPrice: m.liquidationPrice }
      : p;
  };
  for (const { key, page } of pages(client, scope)) {
    if (page?.items.some((p) => marks.has(p.id)))
      client.setQueryData<ContractPositionPage>(key, { ...page, items: page.items.map(marked) });
  }
  for (const id of marks.keys()) {
    client.setQueryData<ContractPosition>(contractKeys.position(scope, id), (detail) =>
      detail ? { ...detail, ...marked(detail) } : detail,
    );
  }
}

/**
 * Moves a changed position into the list of its status (first page: at the head) and out of
 * the others of its mode; a later page of its new list shifts by one, so it is read again.
 */
export function applyPositionChange(client: QueryClient, scope: string, position: ContractPosition): void {
  for (const { key, page, query } of pages(client, scope)) {
    if (!page || query.mode !== position.mode) continue;
    const listed = page.items.some((p) => p.id === position.id);
    if (query.status !== position.status) {
      if (listed)
        client.setQueryData<ContractPositionPage>(key, {
          ...page,
          items: page.items.filter((p) => p.id !== position.id),
          total: page.total - 1,
        });
    } else if (listed) {
      client.setQueryData<ContractPositionPage>(key, { ...page, items: page.items.map((p) => (p.id === position.id ? position : p)) });
    } else if ((query.page ?? 1) > 1) {
      void client.invalidateQueries({ queryKey: key, exact: true });
    } else {
      client.setQueryData<ContractPositionPage>(key, {
        ...page,
        items: [position, ...page.items].slice(0, page.pageSize),
        total: page.total + 1,
      });
    }
  }
  void client.invalidateQueries({ queryKey: contractKeys.position(scope, position.id) });
  void client.invalidateQueries({ queryKey: contractKeys.statsAll(scope) });
}

function contractMessage(data: unknown): PositionMarks | PositionChanged | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as { kind?: unknown; positions?: unknown; position?: unknown };
  if (message.kind === 'contract-marks' && Array.isArray(message.positions)) return message as PositionMarks;
  if (message.kind === 'contract-position' && typeof message.position === 'object' && message.position !== null)
    return message as PositionChanged;
  return undefined;
}

export function useContractPush(): void {
  const client = useQueryClient();
  useUserMessages(
    (data, env) => {
      const message = contractMessage(data);
      if (!message) return;
      const { scope } = env;
      if (message.kind === 'contract-marks') applyMarks(client, scope, message);
      else {
        applyPositionChange(client, scope, message.position);
        // the balances a close or a fill moved (the demo wallet, the real wallet)
        void refreshBalances(client, env);
      }
    },
    (env) => void refreshContract(client, env),
  );
}
