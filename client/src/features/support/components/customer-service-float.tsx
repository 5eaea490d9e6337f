import { Image, Stack, UnstyledButton } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/env';
import { useCustomers } from '../api/get-customers';
import { openCustomerService } from '../hooks/use-customer-overlay';

/** Floating customer-service icons over every page (entries with levitate and isEnable Y). */
export function CustomerServiceFloat({ bottom }: { bottom: number }) {
  const { t } = useTranslation();
  const { data } = useCustomers();
  if (!data || data.length === 0) return null;
  return (
    <Stack className="kefu-float" gap="sm" style={{ bottom }} data-testid="kefu-float">
      {data.map((entry) => {
        const src = imageUrl(entry.customerLogo);
        return (
          <UnstyledButton
            key={entry.id}
            title={entry.name || t('kefu.open')}
            className="kefu-float-button"
            onClick={() => openCustomerService(entry.customerUrl)}
            aria-label={entry.name || t('kefu.open')}
            data-testid={`kefu-float-${entry.id}`}
          >
            {src ? <Image src={src} alt="" w={30} h={30} fit="contain" /> : <IconHeadset size={26} />}
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
