import { Tabs } from '@mantine/core';
import { IconDeviceMobile, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '../auth-form';

/** Phone / e-mail tabs at the top of the account forms. */
export function AccountTypeTabs({ value, onChange, prefix }: { value: AccountType; onChange: (v: AccountType) => void; prefix: string }) {
  const { t } = useTranslation();
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as AccountType)} variant="default">
      <Tabs.List grow>
        <Tabs.Tab value="phone" leftSection={<IconDeviceMobile size={16} />} data-testid={`${prefix}-tab-phone`}>
          {t('auth.byPhone')}
        </Tabs.Tab>
        <Tabs.Tab value="email" leftSection={<IconMail size={16} />} data-testid={`${prefix}-tab-email`}>
          {t('auth.byEmail')}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
