import { Group, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaCodes } from '../api/get-area-codes';
import { type AuthFormValues, defaultAreaCodeId } from '../auth-form';
import { AccountTypeTabs } from './account-type-tabs';
import { AreaCodeSelect } from './area-code-select';

/** Tabs plus the phone (with area code) or e-mail field of an account form. */
export function AccountFields({ form, prefix }: { form: UseFormReturnType<AuthFormValues>; prefix: string }) {
  const { t, i18n } = useTranslation();
  const { data: areaCodes } = useAreaCodes();
  const { type, areaCodeId } = form.values;
  const { setFieldValue } = form;

  // a default area code once the list arrives
  useEffect(() => {
    if (!areaCodeId && areaCodes) setFieldValue('areaCodeId', defaultAreaCodeId(areaCodes, i18n.language));
  }, [areaCodes, areaCodeId, setFieldValue, i18n.language]);

  return (
    <Stack gap="md">
      <AccountTypeTabs
        value={type}
        onChange={(next) => {
          setFieldValue('type', next);
          form.clearErrors();
        }}
        prefix={prefix}
      />
      {type === 'phone' ? (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <AreaCodeSelect
            areaCodes={areaCodes}
            value={areaCodeId}
            onChange={(v) => setFieldValue('areaCodeId', v)}
            error={form.errors.areaCodeId}
            testId={`${prefix}-area-code`}
          />
          <TextInput
            style={{ flex: 1 }}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            aria-label={t('auth.phone')}
            placeholder={t('auth.phonePlaceholder')}
            {...form.getInputProps('phone')}
            data-testid={`${prefix}-phone`}
          />
        </Group>
      ) : (
        <TextInput
          type="email"
          autoComplete="email"
          aria-label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          leftSection={<IconMail size={16} />}
          {...form.getInputProps('email')}
          data-testid={`${prefix}-email`}
        />
      )}
    </Stack>
  );
}
