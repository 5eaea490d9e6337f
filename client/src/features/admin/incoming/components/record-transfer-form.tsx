import { Alert, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserCheck, IconUserX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COIN_NETWORKS, NETWORK_CODES, type Network } from '../../../../../../shared/networks.ts';
import type { ProposalView } from '../../../../../../shared/schemas/approvals.ts';
import type { IncomingClaimPrefill } from '../../../../../../shared/schemas/incoming-transfers.ts';
import { normalizeTxId, TX_ID_FORMATS } from '../../../../../../shared/tx-ids.ts';
import { usePropose } from '../../api/propose';
import { customerText } from '../../components/customer-label';
import { ProposalFormEnd } from '../../components/proposal-form-end';
import { useDepositAddressLookup } from '../../api/lookup-deposit-address';

const AMOUNT = /^\d{1,20}(\.\d{1,18})?$/;
/** What can be an address at all: looked up once typed that far. */
const ADDRESS = /^[0-9A-Za-z]{20,120}$/;

/** The coins that move on `network`. */
const coinsOn = (network: Network) => Object.keys(COIN_NETWORKS).filter((c) => COIN_NETWORKS[c]?.includes(network));

interface Values {
  network: Network;
  address: string;
  currency: string;
  amount: string;
  txId: string;
  reason: string;
}

/** The customer the typed address names, as staff type it: who will be credited, or that it is none of ours. */
function MatchedCustomer({ network, address }: { network: Network; address: string }) {
  const { t } = useTranslation('admin');
  const [typed] = useDebouncedValue(address.trim(), 300);
  // (the deposit queue's lookup: null when the address is none of ours on the network)
  const match = useDepositAddressLookup(ADDRESS.test(typed) ? { address: typed, network } : null);
  // (only for the address in the field now: never a customer named by what was typed before)
  if (!typed || typed !== address.trim() || match.data === undefined) return null;
  const customer = match.data?.customer;
  return customer ? (
    <Group gap={6} data-testid="incoming-record-match" data-user-id={customer.id}>
      <IconUserCheck size={16} color="var(--mantine-color-teal-text)" />
      <Text fz="sm" c="var(--mantine-color-teal-text)">
        {t('incomingAdmin.matched', { customer: customerText(customer), id: customer.id })}
      </Text>
    </Group>
  ) : (
    <Group gap={6} data-testid="incoming-record-no-match">
      <IconUserX size={16} color="var(--mantine-color-red-text)" />
      <Text fz="sm" c="var(--mantine-color-red-text)">
        {t('incomingAdmin.noMatch', { network })}
      </Text>
    </Group>
  );
}

/**
 * "Record incoming transfer": a transfer staff saw arrive on one of our deposit addresses (network,
 * address, coin, amount, transaction id), proposed for a second staff member to approve; the
 * address names the customer credited. From a crypto claim it comes prefilled and closes the claim.
 */
export function RecordTransferForm({ prefill, onProposed }: { prefill?: IncomingClaimPrefill; onProposed: (p: ProposalView) => void }) {
  const { t } = useTranslation('admin');
  const propose = usePropose();
  const network = (prefill?.network ?? 'TRC20') as Network;
  const form = useForm<Values>({
    initialValues: {
      network,
      address: prefill?.address ?? '',
      currency: prefill?.currency ?? coinsOn(network)[0] ?? '',
      amount: prefill?.amount ?? '',
      txId: prefill?.txId ?? '',
      reason: prefill ? t('incomingAdmin.claimReason', { id: prefill.claimId }) : '',
    },
    validate: {
      address: (v) => (v.trim() ? null : t('incomingAdmin.addressRequired')),
      currency: (v, values) => (coinsOn(values.network).includes(v) ? null : t('incomingAdmin.currencyRequired')),
      amount: (v) => (AMOUNT.test(v.trim()) && /[1-9]/.test(v) ? null : t('admin.adjustments.amountFormat')),
      txId: (v, values) =>
        normalizeTxId(values.network, v) === null ? t(`incomingAdmin.txIdFormat.${TX_ID_FORMATS[values.network]}`) : null,
      reason: (v) => (v.trim() ? null : t('admin.approvals.reasonRequired')),
    },
  });
  const v = form.values;
  const submit = form.onSubmit((values) => {
    const payload = {
      network: values.network,
      address: values.address.trim(),
      currency: values.currency,
      amount: values.amount.trim(),
      txId: values.txId.trim(),
      ...(prefill ? { claimId: prefill.claimId } : {}),
    };
    propose.mutate(
      { kind: 'incoming-transfer', payload, reason: values.reason.trim() },
      {
        onSuccess: (p) => {
          form.reset();
          onProposed(p);
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={submit} data-testid="incoming-record-form">
      <Stack gap="sm">
        {prefill && (
          <Alert color="blue" variant="light" data-testid="incoming-record-claim">
            {t('incomingAdmin.fromClaim', { id: prefill.claimId, customer: customerText(prefill.customer) })}
          </Alert>
        )}
        <Group grow align="flex-start">
          <NativeSelect
            label={t('incomingAdmin.network')}
            data={[...NETWORK_CODES]}
            value={v.network}
            onChange={(e) => {
              const next = e.currentTarget.value as Network;
              form.setValues({ network: next, currency: coinsOn(next).includes(v.currency) ? v.currency : (coinsOn(next)[0] ?? '') });
            }}
            data-testid="incoming-record-network"
          />
          <NativeSelect
            label={t('incomingAdmin.currency')}
            data={coinsOn(v.network)}
            {...form.getInputProps('currency')}
            data-testid="incoming-record-currency"
          />
        </Group>
        <TextInput
          label={t('incomingAdmin.address')}
          description={t('incomingAdmin.addressHint')}
          autoComplete="off"
          maxLength={128}
          classNames={{ input: 'mono-input' }}
          {...form.getInputProps('address')}
          data-testid="incoming-record-address"
        />
        <MatchedCustomer network={v.network} address={v.address} />
        <TextInput
          label={t('incomingAdmin.amount')}
          inputMode="decimal"
          autoComplete="off"
          {...form.getInputProps('amount')}
          data-testid="incoming-record-amount"
        />
        <TextInput
          label={t('incomingAdmin.txId')}
          description={t(`incomingAdmin.txIdFormat.${TX_ID_FORMATS[v.network]}`)}
          autoComplete="off"
          maxLength={100}
          classNames={{ input: 'mono-input' }}
          {...form.getInputProps('txId')}
          data-testid="incoming-record-tx"
        />
        <ProposalFormEnd reason={form.getInputProps('reason')} pending={propose.isPending} testId="incoming-record" />
      </Stack>
    </form>
  );
}
