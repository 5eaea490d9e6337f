import { Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEYS_MAX } from '../../../../../shared/api-keys.ts';
import { ConfirmPrompt } from '../../../components/confirm-prompt';
import { SectionCard } from '../../../components/section-card';
import { toast } from '../../../lib/notify';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import type { ApiKeyCreated, ApiKeyView } from '../types';
import { ApiKeyCreatedView } from './api-key-created';
import { ApiKeyForm } from './api-key-form';
import { ApiKeyRow } from './api-key-row';

/**
 * API keys (issue 39) for trading programs on the Binance-compatible API: the user's keys, newest
 * first, each revocable after a confirmation; a new one created in a dialog, then its secret shown
 * this once. `twoFactor` (the security overview's) says whether a real-wallet key asks for the
 * authenticator code; until it is known no key is created.
 */
export function ApiKeysPanel({ compact, twoFactor }: { compact?: boolean; twoFactor?: boolean }) {
  const { t } = useTranslation('account');
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const active = keys.data?.filter((k) => k.status === 'active').length ?? 0;
  return (
    <SectionCard
      compact={compact}
      title={t('apiKeys.title')}
      lead={t('apiKeys.lead')}
      testId="api-keys-panel"
      badge={
        keys.data && (
          <Badge variant="light" color={active > 0 ? 'green' : 'gray'} data-testid="api-keys-active">
            {t('apiKeys.activeCount', { count: active, max: API_KEYS_MAX })}
          </Badge>
        )
      }
    >
      <Stack gap="sm">
        <Group>
          <Button
            leftSection={<IconPlus size={16} />}
            disabled={twoFactor === undefined || active >= API_KEYS_MAX}
            onClick={() => setCreating(true)}
            data-testid="api-key-create"
          >
            {t('apiKeys.create')}
          </Button>
        </Group>
        {keys.isPending && <Skeleton h={96} radius="md" />}
        {keys.data?.length === 0 && (
          <Text fz="sm" c="dimmed" data-testid="api-keys-empty">
            {t('apiKeys.empty')}
          </Text>
        )}
        {keys.data?.map((k) => (
          <ApiKeyRow key={k.id} apiKey={k} onRevoke={() => setRevoking(k)} />
        ))}
      </Stack>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('apiKeys.form.title')} centered size="lg">
        {creating && twoFactor !== undefined && (
          <ApiKeyForm
            twoFactor={twoFactor}
            onCancel={() => setCreating(false)}
            onCreated={(key) => {
              setCreating(false);
              setCreated(key);
            }}
          />
        )}
      </Modal>
      <Modal
        opened={created !== null}
        onClose={() => setCreated(null)}
        title={t('apiKeys.created.title')}
        centered
        size="lg"
        // the secret is shown only here: a click beside the dialog or Escape must not lose it
        closeOnClickOutside={false}
        closeOnEscape={false}
        withCloseButton={false}
      >
        {created && <ApiKeyCreatedView apiKey={created} onDone={() => setCreated(null)} />}
      </Modal>
      <ConfirmPrompt
        opened={revoking !== null}
        title={t('apiKeys.revokeTitle')}
        text={revoking ? t('apiKeys.revokeText', { label: revoking.label }) : ''}
        confirmLabel={t('apiKeys.revoke')}
        color="red"
        loading={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => toast.success(t('apiKeys.revoked')),
            onSettled: () => setRevoking(null),
          })
        }
        onClose={() => setRevoking(null)}
        testId="api-key-revoke-confirm"
      />
    </SectionCard>
  );
}
