import { Alert, Badge, Button, Group, NativeSelect, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { useAddCryptoAddress } from '../api/add-crypto-address';
import { useCryptoAddresses } from '../api/get-crypto-addresses';
import { useFormat } from '../../../lib/format';
import { ADDRESS_COINS, type AddressCoin, type Chain, chainsOf } from '../types';
import { ChainSelect } from './chain-select';

interface Values {
  coin: AddressCoin;
  chain: Chain;
  address: string;
}

/** Withdrawal addresses (every coin, on each of its networks): the list, and a form for a coin and network not bound yet. */
export function CryptoAddressPanel({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const addresses = useCryptoAddresses();
  const add = useAddCryptoAddress();
  const list = addresses.data ?? [];
  const bound = (coin: string, chain: string) => list.some((a) => a.coin === coin && a.chain === chain);
  const freeChains = (coin: AddressCoin) => chainsOf(coin).filter((c) => !bound(coin, c));
  const freeCoins = ADDRESS_COINS.filter((c) => freeChains(c).length > 0);
  const form = useForm<Values>({
    initialValues: { coin: 'USDT', chain: 'TRC20', address: '' },
    validate: { address: (v) => (v.trim() ? null : t('funds.validation.walletAddressRequired')) },
  });
  const coin = freeCoins.includes(form.values.coin) ? form.values.coin : (freeCoins[0] ?? 'USDT');
  const chains = freeChains(coin);
  const chain = chains.includes(form.values.chain) ? form.values.chain : (chains[0] ?? 'TRC20');

  return (
    <Paper withBorder radius="lg" p={compact ? 'md' : 'lg'} data-testid="address-panel">
      <Stack gap="md">
        <Title order={4}>{t('funds.address.title')}</Title>
        {addresses.isPending ? (
          <Skeleton h={80} radius="md" />
        ) : list.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('funds.address.none')}
          </Text>
        ) : (
          <Stack gap={0} className="address-list">
            {list.map((a) => (
              <div key={a.id} className="address-row" data-testid={`address-row-${a.coin}-${a.chain}`}>
                <Group gap={6} mb={2}>
                  <Badge variant="filled" radius="sm" size="sm">
                    {a.coin}
                  </Badge>
                  <Badge variant="light" radius="sm" size="sm" color="gray">
                    {a.chain}
                  </Badge>
                  <IconLock size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                  <Text fz="xs" c="dimmed">
                    {f.date(a.createdAt)}
                  </Text>
                </Group>
                <Text ff="monospace" fz="sm" className="break-all">
                  {a.address}
                </Text>
              </div>
            ))}
          </Stack>
        )}
        <Alert variant="light" color="orange" radius="md" icon={<IconLock size={18} />} p="sm">
          <Text fz="sm">{t('funds.address.note')}</Text>
        </Alert>
        {!addresses.isPending &&
          (freeCoins.length === 0 ? (
            <Text c="dimmed" fz="sm">
              {t('funds.address.allBound')}
            </Text>
          ) : (
            <form
              noValidate
              data-testid="address-form"
              onSubmit={form.onSubmit((v) =>
                add.mutate(
                  { coin, chain, address: v.address.trim() },
                  {
                    onSuccess: () => {
                      toast.success(t('funds.common.bound'));
                      form.setFieldValue('address', '');
                    },
                  },
                ),
              )}
            >
              <Stack gap="md">
                <Text fw={600} fz="sm">
                  {t('funds.address.add')}
                </Text>
                <SimpleGrid cols={2} spacing="md">
                  <NativeSelect
                    label={t('funds.address.coin')}
                    data={freeCoins}
                    value={coin}
                    onChange={(e) => {
                      const next = e.currentTarget.value as AddressCoin;
                      form.setValues({ coin: next, chain: freeChains(next)[0] ?? 'TRC20' });
                    }}
                    data-testid="address-coin"
                  />
                  <ChainSelect chains={chains} value={chain} onChange={(c) => form.setFieldValue('chain', c)} testId="address-chain" />
                </SimpleGrid>
                <TextInput
                  label={t('funds.address.address')}
                  placeholder={t('funds.address.placeholder', { coin, chain })}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={120}
                  classNames={{ input: 'mono-input' }}
                  {...form.getInputProps('address')}
                  data-testid="address-input"
                />
                <Button type="submit" size="md" loading={add.isPending} data-testid="address-submit">
                  {t('funds.address.submit')}
                </Button>
              </Stack>
            </form>
          ))}
      </Stack>
    </Paper>
  );
}
