// Config keys: Y/N keys as switches (closing the site asks first), images and texts edited in
// place; keys owned by other features are shown read-only.
import { Badge, Button, Group, Switch, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffConfigItem } from '../../../../../../shared/schemas/admin-content.ts';
import { useSetConfig } from '../api/set-config';
import { ConfirmModal } from './confirm-modal';

function ValueCell({ item, onClose }: { item: StaffConfigItem; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const set = useSetConfig();
  const [draft, setDraft] = useState(item.configValue);
  if (item.kind === 'yesNo')
    return (
      <Switch
        checked={item.configValue === 'Y'}
        disabled={set.isPending}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          // closing the whole site is asked for first
          if (item.identify === 'isClose' && on) onClose();
          else set.mutate({ identify: item.identify, configValue: on ? 'Y' : 'N' });
        }}
        data-testid={`config-switch-${item.identify}`}
      />
    );
  if (item.kind === 'readOnly') return <Text fz="sm">{item.configValue}</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        size="xs"
        w={260}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        data-testid={`config-input-${item.identify}`}
      />
      <Button
        size="xs"
        variant="default"
        disabled={draft === item.configValue}
        loading={set.isPending}
        onClick={() => set.mutate({ identify: item.identify, configValue: draft })}
      >
        {t('admin.content.save')}
      </Button>
    </Group>
  );
}

export function ConfigTable({ items }: { items: StaffConfigItem[] }) {
  const { t } = useTranslation('admin');
  const set = useSetConfig();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Table striped verticalSpacing="xs" data-testid="config-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.config.key')}</Table.Th>
            <Table.Th>{t('admin.config.description')}</Table.Th>
            <Table.Th>{t('admin.config.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.identify} data-testid={`config-row-${item.identify}`}>
              <Table.Td>
                <Text fz="sm" ff="monospace">
                  {item.identify}
                </Text>
                {item.kind === 'readOnly' && (
                  <Badge size="xs" variant="outline" color="gray">
                    {t('admin.config.readOnly')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{t(`admin.config.keys.${item.identify}`, { defaultValue: item.description })}</Text>
              </Table.Td>
              <Table.Td>
                <ValueCell item={item} onClose={() => setConfirming(true)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmModal
        opened={confirming}
        title={t('admin.config.closeTitle')}
        text={t('admin.config.closeText')}
        action={t('admin.config.closeConfirm')}
        pending={set.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => set.mutate({ identify: 'isClose', configValue: 'Y' }, { onSuccess: () => setConfirming(false) })}
        testId="config-close-confirm"
      />
    </>
  );
}
