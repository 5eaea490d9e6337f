// Join a class with the code its teacher gave.
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJoinClass } from '../api/join-class';
import type { TradingClass } from '../types';

export function JoinForm({ onJoined }: { onJoined: (c: TradingClass) => void }) {
  const { t } = useTranslation('trade');
  const join = useJoinClass();
  const [code, setCode] = useState('');
  const submit = () =>
    join.mutate(code.trim().toUpperCase(), {
      onSuccess: (c) => {
        setCode('');
        onJoined(c);
      },
    });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="class-join">
      <Stack gap="xs">
        <Text fw={600}>{t('classes.joinTitle')}</Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            style={{ flex: 1 }}
            label={t('classes.code')}
            value={code}
            maxLength={16}
            onChange={(e) => setCode(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && submit()}
            autoCapitalize="characters"
            data-testid="class-join-code"
          />
          <Button loading={join.isPending} disabled={code.trim() === ''} onClick={submit} data-testid="class-join-button">
            {t('classes.join')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
