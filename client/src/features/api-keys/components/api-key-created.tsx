import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS_SHOWN, endpointUrlOf } from '../base-url';
import type { ApiKeyCreated } from '../types';
import { WRAPPING } from '../../../components/confirm-prompt';
import { KeyValue } from './key-value';

/**
 * The key just created, with its secret shown this once: the API key, the secret and the addresses
 * of its wallet's APIs (spot and futures REST, their streams, the WebSocket API), each with a copy
 * button, and the warning that the secret is never shown again.
 */
export function ApiKeyCreatedView({ apiKey, onDone }: { apiKey: ApiKeyCreated; onDone: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Stack gap="md" data-testid="api-key-created">
      <Alert variant="light" color="orange" icon={<IconAlertTriangle size={18} />} title={t('apiKeys.created.warningTitle')}>
        {t('apiKeys.created.warning')}
      </Alert>
      <Group gap="xs">
        <Text fw={600} data-testid="api-key-created-label">
          {apiKey.label}
        </Text>
        <Badge variant="light" color={apiKey.mode === 'real' ? 'orange' : 'blue'}>
          {t(`apiKeys.wallet.${apiKey.mode}`)}
        </Badge>
      </Group>
      <KeyValue label={t('apiKeys.apiKey')} copyLabel={t('apiKeys.copyKey')} value={apiKey.apiKey} testId="api-key-created-key" />
      <KeyValue label={t('apiKeys.secret')} copyLabel={t('apiKeys.copySecret')} value={apiKey.secret} testId="api-key-created-secret" />
      {ENDPOINTS_SHOWN.map((endpoint) => {
        const name = t(`apiKeys.endpoints.${endpoint}`);
        return (
          <KeyValue
            key={endpoint}
            label={name}
            copyLabel={t('apiKeys.endpoints.copy', { name })}
            value={endpointUrlOf(endpoint, apiKey.mode)}
            // (the spot base keeps the test id it had when it was the only one)
            testId={endpoint === 'spot' ? 'api-key-created-base' : `api-key-created-${endpoint}`}
          />
        );
      })}
      <Text fz="xs" c="dimmed">
        {t('apiKeys.created.howTo')}
      </Text>
      <Button onClick={onDone} {...WRAPPING} data-testid="api-key-created-done">
        {t('apiKeys.created.done')}
      </Button>
    </Stack>
  );
}
