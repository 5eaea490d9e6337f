import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PositionQuery } from '../api/keys';
import { contractKeys } from '../api/keys';
import type { ContractPosition, ContractPositionPage } from '../types';
import { applyMarks, applyPositionChange } from './use-contract-push';

const scope = '7';
const position = (id: number, status: ContractPosition['status'], mode: 'real' | 'demo' = 'real') =>
  ({ id, status, mode, markPrice: '100', unrealizedPnl: '0.000000', marginRatio: '1.00', liquidationPrice: '90' }) as ContractPosition;
const page = (items: ContractPosition[], pageSize = 20): ContractPositionPage => ({ items, total: items.length, page: 1, pageSize });
const key = (q: PositionQuery) => contractKeys.positions(scope, q);

function cache() {
  const client = new QueryClient();
  const holding = key({ status: 'holding', mode: 'real' });
  const closed = key({ status: 'closed', mode: 'real' });
  const closedPage2 = key({ status: 'closed', mode: 'real', page: 2 });
  const demoHolding = key({ status: 'holding', mode: 'demo' });
  client.setQueryData(holding, page([position(3, 'holding'), position(2, 'holding')]));
  client.setQueryData(closed, page([position(1, 'closed')]));
  client.setQueryData(closedPage2, { ...page([position(0, 'closed')]), page: 2 });
  client.setQueryData(demoHolding, page([position(9, 'holding', 'demo')]));
  client.setQueryData(contractKeys.stats(scope, 'real'), { loaded: true });
  return { client, holding, closed, closedPage2, demoHolding };
}

describe('a tick of marks pushed on the user channel', () => {
  it("writes each position's mark, P/L, margin ratio and liquidation price into the cached lists and its detail", () => {
    const { client, holding, demoHolding } = cache();
    client.setQueryData(contractKeys.position(scope, 2), { ...position(2, 'holding'), events: [] });
    applyMarks(client, scope, {
      kind: 'contract-marks',
      time: 1,
      positions: [{ id: 2, markPrice: '101.5', unrealizedPnl: '-12.340000', marginRatio: '3.21', liquidationPrice: '91' }],
    });
    const items = client.getQueryData<ContractPositionPage>(holding)?.items ?? [];
    expect(items.map((p) => [p.id, p.markPrice, p.unrealizedPnl, p.marginRatio, p.liquidationPrice])).toEqual([
      [3, '100', '0.000000', '1.00', '90'],
      [2, '101.5', '-12.340000', '3.21', '91'],
    ]);
    expect(client.getQueryData<ContractPosition>(contractKeys.position(scope, 2))?.unrealizedPnl).toBe('-12.340000');
    expect(client.getQueryData<ContractPositionPage>(demoHolding)?.items[0]?.markPrice).toBe('100');
    // nothing is read again on a tick
    expect(client.getQueryState(holding)?.isInvalidated).toBe(false);
  });
});

describe('a position change pushed on the user channel', () => {
  it('moves the position out of its old list to the head of the first page of its new one, in its mode only', () => {
    const { client, holding, closed, closedPage2, demoHolding } = cache();
    applyPositionChange(client, scope, { ...position(2, 'closed'), closeReason: 'stop_loss' });
    expect(client.getQueryData<ContractPositionPage>(holding)?.items.map((p) => p.id)).toEqual([3]);
    expect(client.getQueryData<ContractPositionPage>(holding)?.total).toBe(1);
    expect(client.getQueryData<ContractPositionPage>(closed)?.items.map((p) => [p.id, p.closeReason])).toEqual([
      [2, 'stop_loss'],
      [1, undefined],
    ]);
    expect(client.getQueryData<ContractPositionPage>(closed)?.total).toBe(2);
    expect(client.getQueryState(closedPage2)?.isInvalidated).toBe(true);
    expect(client.getQueryData<ContractPositionPage>(demoHolding)?.items.map((p) => p.id)).toEqual([9]);
    expect(client.getQueryState(contractKeys.stats(scope, 'real'))?.isInvalidated).toBe(true);
  });

  it('replaces a position already in its list (charged, filled twice) instead of listing it twice', () => {
    const { client, holding } = cache();
    applyPositionChange(client, scope, { ...position(3, 'holding'), overnightFees: '1.000000' });
    const items = client.getQueryData<ContractPositionPage>(holding)?.items ?? [];
    expect(items.map((p) => [p.id, p.overnightFees])).toEqual([
      [3, '1.000000'],
      [2, undefined],
    ]);
    expect(client.getQueryData<ContractPositionPage>(holding)?.total).toBe(2);
  });
});
