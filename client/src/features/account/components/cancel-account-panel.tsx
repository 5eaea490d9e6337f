import { Alert, Button, List, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconUserX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPrompt } from '../../../components/confirm-prompt';
import { PageLoader } from '../../../components/page-loader';
import { useFormat } from '../../../lib/format';
import { useCancelAccount } from '../api/cancel-account';
import { useCancellation } from '../api/get-cancellation';

const BLOCKERS = ['fast-orders', 'contract-positions', 'spot-orders', 'mining-orders', 'real-balance'] as const;
const isKnown = (name: string): name is (typeof BLOCKERS)[number] => (BLOCKERS as readonly string[]).includes(name);

/**
 * Account cancellation (spec section 4: a confirm prompt). The prompt says what still refuses
 * it, or what cancelling forfeits (a bonus still locked, dust) and means (no login; the address free again after the
 * period), and asks for the login password. `onCancelled`: after every session has ended.
 */
export function CancelAccountPanel({ compact, onCancelled }: { compact?: boolean; onCancelled: () => void }) {
  const { t } = useTranslation('account');
  const f = useFormat();
  const [opened, { open, close }] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const check = useCancellation(opened);
  const cancel = useCancelAccount(onCancelled);
  const c = check.data;
  const dismiss = () => {
    setPassword('');
    close();
  };
  return (
    <Paper withBorder radius="lg" p={compact ? 'md' : 'lg'} data-testid="cancel-account-panel">
      <Title order={4}>{t('account.cancelTitle')}</Title>
      <Text fz="sm" c="dimmed" mt={4} mb="md">
        {t('account.cancelIntro')}
      </Text>
      <Button variant="light" color="red" leftSection={<IconUserX size={16} />} onClick={open} data-testid="cancel-account-open">
        {t('account.cancelButton')}
      </Button>
      <ConfirmPrompt
        opened={opened}
        title={t('account.cancelTitle')}
        confirmLabel={t('common.confirm')}
        dismissLabel={t('account.keepAccount')}
        color="red"
        loading={cancel.isPending}
        disabled={!c?.allowed || password.length === 0}
        onClose={dismiss}
        onConfirm={() => cancel.mutate({ password, confirm: true }, { onSuccess: dismiss })}
        testId="cancel-account"
      >
        {!c ? (
          <PageLoader minHeight={80} />
        ) : c.allowed ? (
          <Stack gap="xs">
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="cancel-account-warning">
              {t('account.cancelWarning', { days: c.releaseDays })}
            </Alert>
            {c.bonus.length > 0 && (
              <Text fz="sm" data-testid="cancel-account-bonus">
                {t('account.cancelBonus', { amounts: c.bonus.map((d) => f.moneyCode(d.amount, d.currency)).join(', ') })}
              </Text>
            )}
            {c.dust.length > 0 && (
              <Text fz="sm" data-testid="cancel-account-dust">
                {t('account.cancelDust', { amounts: c.dust.map((d) => f.moneyCode(d.amount, d.currency)).join(', ') })}
              </Text>
            )}
            <PasswordInput
              label={t('account.cancelPassword')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="current-password"
              data-testid="cancel-account-password"
            />
          </Stack>
        ) : (
          <Stack gap="xs" data-testid="cancel-account-blocked">
            <Text fz="sm">{t('account.cancelBlocked')}</Text>
            <List size="sm">
              {c.blockers.map((b) => (
                <List.Item key={b} data-testid={`cancel-blocker-${b}`}>
                  {isKnown(b) ? t(`account.blockers.${b}`) : b}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </ConfirmPrompt>
    </Paper>
  );
}
