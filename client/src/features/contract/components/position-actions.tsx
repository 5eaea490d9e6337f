import { Alert, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareDecimal, typedAmount } from '../../../../../shared/money.ts';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useAddToPosition } from '../api/add-to-position';
import { useCancelPosition } from '../api/cancel-position';
import { useClosePosition } from '../api/close-position';
import { useContractSetting } from '../api/get-settings';
import { useLockPosition } from '../api/lock-position';
import { useReversePosition } from '../api/reverse-position';
import { useSetStops } from '../api/set-stops';
import { useUnlockPosition } from '../api/unlock-position';
import { lotsProblem, stopsProblems } from '../order-form';
import type { ContractPosition } from '../types';
import { ConfirmPrompt } from '../../../components/confirm-prompt';
import { LotsInput } from './lots-input';
import { StopsFields, useStopInputs } from './stops-fields';
import type { PositionActionKind } from './position-card';

export interface PositionAction {
  kind: PositionActionKind;
  position: ContractPosition;
  /** The stops prompt offered right after unlocking: prefilled with the stops the lock removed. */
  afterUnlock?: boolean;
}

/** Decimals of a price as the server sent it ("19678.71" → 2). */
const decimalsOf = (price: string | null) => (price?.split('.')[1] ?? '').length;

/** The confirm prompt (with its inputs) of one action on a position; nothing is sent before it is confirmed. */
export function PositionActionDialog({
  action,
  onClose,
  onUnlocked,
}: {
  action: PositionAction | null;
  onClose: () => void;
  /** After an unlock: the id of the leg that holds again (to offer its stops again). */
  onUnlocked?: (holdingId: number) => void;
}) {
  // a fresh dialog (inputs, request state) for every action opened
  return action ? (
    <ActionDialog key={`${action.kind}-${action.position.id}`} action={action} onClose={onClose} onUnlocked={onUnlocked} />
  ) : null;
}

function ActionDialog({
  action,
  onClose,
  onUnlocked,
}: {
  action: PositionAction;
  onClose: () => void;
  onUnlocked?: (holdingId: number) => void;
}) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const p = action.position;
  const setting = useContractSetting(p.productId);
  const limits = setting.data ?? undefined;
  // null: the default (all lots to close; the product's minimum to add)
  const [typedLots, setLots] = useState<string | null>(null);
  const [partial, setPartial] = useState<'all' | 'part'>('all');
  // after an unlock the prompt starts from the stops the lock removed (decision 073)
  const before = action.afterUnlock ? p.stopsBeforeLock : null;
  const stops = useStopInputs(before ? before.stopLoss : p.stopLoss, before ? before.takeProfit : p.takeProfit);
  const { stopLoss, takeProfit } = stops;
  const close = useClosePosition();
  const reverse = useReversePosition();
  const setStops = useSetStops();
  const add = useAddToPosition();
  const lock = useLockPosition();
  const unlock = useUnlockPosition();
  const cancel = useCancelPosition();
  const mutations = { close, reverse, stops: setStops, add, lock, unlock, cancel };
  const lots = typedLots ?? (action.kind === 'add' ? (limits?.minLots ?? '') : p.lots);

  const kind = action.kind;
  const done = () => onClose();
  const precision = Math.max(decimalsOf(p.entryPrice), decimalsOf(p.markPrice));
  const symbolSide = { symbol: p.symbol, side: t(`contract.side.${p.side}`), lots: fmt.decimal(p.lots) };
  const lotsBad = !lots || (limits ? lotsProblem(lots, limits) !== null : false);
  const partBad = lotsBad || compareDecimal(lots, p.lots) > 0;
  // checked against the price the position would close at now
  const stopProblems = stopsProblems(p.side, p.markPrice ?? p.entryPrice ?? undefined, typedAmount(stopLoss), typedAmount(takeProfit));
  const stopsBad = stopProblems.stopLoss !== null || stopProblems.takeProfit !== null;

  // what locking takes away: the stops, named with their prices when set (decision 033 cancels them)
  const lockStopsText = () => {
    const set = [
      p.stopLoss && `${t('contract.stopLoss')} ${fmt.decimal(p.stopLoss)}`,
      p.takeProfit && `${t('contract.takeProfit')} ${fmt.decimal(p.takeProfit)}`,
    ].filter(Boolean);
    return set.length ? t('contract.lockStops.set', { stops: set.join(' · ') }) : t('contract.lockStops.none');
  };

  const common = {
    opened: true,
    onClose,
    testId: `contract-${kind}-dialog`,
    loading: mutations[kind].isPending,
    title: t(`contract.action.${kind}`),
  };
  switch (kind) {
    case 'close':
      return (
        <ConfirmPrompt
          {...common}
          text={t('contract.confirm.close', symbolSide)}
          confirmLabel={t('contract.action.close')}
          color="gray"
          disabled={partial === 'part' && partBad}
          onConfirm={() => close.mutate({ id: p.id, ...(partial === 'part' ? { lots } : {}) }, { onSuccess: done })}
        >
          <SegmentedControl
            fullWidth
            value={partial}
            onChange={(v) => setPartial(v as 'all' | 'part')}
            data-testid="contract-close-part"
            data={[
              { value: 'all', label: t('contract.closeAll', { lots: fmt.decimal(p.lots) }) },
              { value: 'part', label: t('contract.closePart') },
            ]}
          />
          {partial === 'part' && (
            <LotsInput value={lots} onChange={setLots} limits={limits && { ...limits, maxLots: p.lots }} testId="contract-close-lots" />
          )}
        </ConfirmPrompt>
      );
    case 'reverse':
      return (
        <ConfirmPrompt
          {...common}
          text={t('contract.confirm.reverse', symbolSide)}
          confirmLabel={t('contract.action.reverse')}
          onConfirm={() =>
            reverse.mutate(
              { id: p.id },
              {
                onSuccess: (result) => {
                  // margin was short for the other way: only the close happened, and the user is told
                  if (result.reverseRefused) toast.warning(t('contract.reverseRefused', { reason: result.reverseRefused }));
                  done();
                },
              },
            )
          }
        />
      );
    case 'stops':
      return (
        <ConfirmPrompt
          {...common}
          {...(action.afterUnlock ? { title: t('contract.afterUnlock.title'), dismissLabel: t('contract.afterUnlock.skip') } : {})}
          text={
            action.afterUnlock
              ? t(before ? 'contract.afterUnlock.prefilled' : 'contract.afterUnlock.empty', symbolSide)
              : t('contract.confirm.stops', { ...symbolSide, price: p.markPrice ? fmt.decimal(p.markPrice) : '—' })
          }
          confirmLabel={t('common.confirm')}
          disabled={stopsBad}
          onConfirm={() =>
            setStops.mutate(
              { id: p.id, stopLoss: stopLoss ? typedAmount(stopLoss) : null, takeProfit: takeProfit ? typedAmount(takeProfit) : null },
              { onSuccess: done },
            )
          }
        >
          <StopsFields stops={stops} precision={precision} problems={stopProblems} side={p.side} testPrefix="contract-stops" />
        </ConfirmPrompt>
      );
    case 'add':
      return (
        <ConfirmPrompt
          {...common}
          text={t('contract.confirm.add', symbolSide)}
          confirmLabel={t('contract.action.add')}
          disabled={lotsBad}
          onConfirm={() => add.mutate({ id: p.id, lots }, { onSuccess: done })}
        >
          <LotsInput value={lots} onChange={setLots} limits={limits} testId="contract-add-lots" />
        </ConfirmPrompt>
      );
    case 'lock':
      return (
        <ConfirmPrompt
          {...common}
          text={t('contract.confirm.lock', symbolSide)}
          confirmLabel={t('contract.action.lock')}
          onConfirm={() => lock.mutate({ id: p.id }, { onSuccess: done })}
        >
          <Alert color="blue" p="xs">
            {t('contract.lockHint')}
          </Alert>
          <Alert color="orange" p="xs" data-testid="contract-lock-stops">
            {lockStopsText()}
          </Alert>
        </ConfirmPrompt>
      );
    case 'unlock':
      return (
        <ConfirmPrompt
          {...common}
          text={t('contract.confirm.unlock', symbolSide)}
          confirmLabel={t('contract.action.unlock')}
          onConfirm={() =>
            unlock.mutate(
              { id: p.id },
              {
                onSuccess: () => {
                  done();
                  if (p.lockedWith !== null) onUnlocked?.(p.lockedWith);
                },
              },
            )
          }
        />
      );
    case 'cancel':
      return (
        <ConfirmPrompt
          {...common}
          text={t('contract.confirm.cancel', symbolSide)}
          confirmLabel={t('contract.action.cancel')}
          color="gray"
          onConfirm={() => cancel.mutate({ id: p.id }, { onSuccess: done })}
        />
      );
  }
}
