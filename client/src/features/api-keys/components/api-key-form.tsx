import { Alert, Button, Checkbox, Group, PasswordInput, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { API_KEY_IP, API_KEY_IPS_MAX, API_KEY_LABEL_MAX, API_KEY_PERMISSIONS } from '../../../../../shared/api-keys.ts';
import { SECURITY_PASSWORD } from '../../../../../shared/patterns.ts';
import { WRAPPING } from '../../../components/confirm-prompt';
import { SecondFactorInput, secondFactorValue, useSecondFactorCheck } from '../../../components/second-factor-input';
import { useCreateApiKey } from '../api/create-api-key';
import type { ApiKeyCreated, ApiKeyPermission } from '../types';

type Mode = 'demo' | 'real';

interface Values {
  label: string;
  permissions: ApiKeyPermission[];
  mode: Mode;
  ips: string;
  securityPassword: string;
  code: string;
}

/** The allow-list as typed: one address or range a line (blank lines ignored). */
const ipLines = (typed: string) =>
  typed
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');

/**
 * A new API key: a label, what it may do (reading always; spot, contract and fast trading as
 * ticked; withdrawing never), the wallet it trades and an optional IP allow-list, one a line.
 * A real-wallet key also asks for the withdrawal password and, with two-factor on
 * (`twoFactor`), the authenticator code. `onCreated` gets the key with its secret.
 */
export function ApiKeyForm({
  twoFactor,
  onCreated,
  onCancel,
}: {
  twoFactor: boolean;
  onCreated: (key: ApiKeyCreated) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const create = useCreateApiKey();
  const codeCheck = useSecondFactorCheck();
  const form = useForm<Values>({
    initialValues: { label: '', permissions: ['read', 'spot'], mode: 'demo', ips: '', securityPassword: '', code: '' },
    validate: {
      label: (v) =>
        v.trim().length >= 1 && v.trim().length <= API_KEY_LABEL_MAX ? null : t('apiKeys.form.labelInvalid', { max: API_KEY_LABEL_MAX }),
      ips: (v) => {
        const lines = ipLines(v);
        if (lines.length > API_KEY_IPS_MAX) return t('apiKeys.form.ipsTooMany', { max: API_KEY_IPS_MAX });
        const bad = lines.find((l) => l.length > 49 || !API_KEY_IP.test(l));
        return bad === undefined ? null : t('apiKeys.form.ipInvalid', { entry: bad });
      },
      securityPassword: (v, values) =>
        values.mode !== 'real'
          ? null
          : !v
            ? t('apiKeys.form.passwordRequired')
            : SECURITY_PASSWORD.test(v)
              ? null
              : t('apiKeys.form.passwordFormat'),
      code: (v, values) => (values.mode === 'real' && twoFactor ? codeCheck(v) : null),
    },
  });
  const real = form.values.mode === 'real';
  return (
    <form
      noValidate
      data-testid="api-key-form"
      onSubmit={form.onSubmit((v) =>
        create.mutate(
          {
            label: v.label.trim(),
            permissions: [...new Set<ApiKeyPermission>(['read', ...v.permissions])],
            mode: v.mode,
            ipAllowList: ipLines(v.ips),
            ...(v.mode === 'real' ? { securityPassword: v.securityPassword } : {}),
            ...(v.mode === 'real' && twoFactor ? { twoFactorCode: secondFactorValue(v.code) } : {}),
          },
          { onSuccess: onCreated },
        ),
      )}
    >
      <Stack gap="md">
        <TextInput
          label={t('apiKeys.form.label')}
          placeholder={t('apiKeys.form.labelPlaceholder')}
          maxLength={API_KEY_LABEL_MAX}
          {...form.getInputProps('label')}
          data-testid="api-key-label"
        />
        <Checkbox.Group label={t('apiKeys.form.permissions')} {...form.getInputProps('permissions')}>
          <Stack gap={8} mt={6}>
            {API_KEY_PERMISSIONS.map((p) => (
              <Checkbox
                key={p}
                value={p}
                // reading comes with every key: ticked from the start, never unticked
                disabled={p === 'read'}
                label={t(`apiKeys.permissions.${p}`)}
                data-testid={`api-key-permission-${p}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Alert variant="light" color="blue" p="xs" icon={<IconInfoCircle size={16} />} data-testid="api-key-no-withdrawals">
          <Text fz="sm">{t('apiKeys.form.noWithdrawals')}</Text>
        </Alert>
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            {t('apiKeys.form.wallet')}
          </Text>
          <SegmentedControl
            fullWidth
            {...form.getInputProps('mode')}
            data={(['demo', 'real'] as const).map((m) => ({
              value: m,
              label: <span data-testid={`api-key-mode-${m}`}>{t(`apiKeys.wallet.${m}`)}</span>,
            }))}
            color={real ? 'orange' : 'blue'}
          />
          <Text fz="xs" c="dimmed">
            {real ? t('apiKeys.form.realHint') : t('apiKeys.form.demoHint')}
          </Text>
        </Stack>
        <Textarea
          label={t('apiKeys.form.ips')}
          description={t('apiKeys.form.ipsHint', { max: API_KEY_IPS_MAX })}
          placeholder={'203.0.113.7\n198.51.100.0/24'}
          autosize
          minRows={2}
          maxRows={6}
          // (the addresses in monospace, the label and hint as every field's)
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps('ips')}
          data-testid="api-key-ips"
        />
        {real && (
          <>
            <PasswordInput
              label={t('apiKeys.form.password')}
              placeholder={t('apiKeys.form.passwordPlaceholder')}
              autoComplete="off"
              inputMode="numeric"
              maxLength={6}
              leftSection={<IconLock size={16} />}
              {...form.getInputProps('securityPassword')}
              data-testid="api-key-security-password"
            />
            {twoFactor && <SecondFactorInput {...form.getInputProps('code')} testId="api-key-code" />}
          </>
        )}
        <Group grow align="stretch">
          <Button variant="default" onClick={onCancel} {...WRAPPING} data-testid="api-key-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} {...WRAPPING} data-testid="api-key-submit">
            {t('apiKeys.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
