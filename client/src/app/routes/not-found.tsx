import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SiteLogo } from '../../components/site-logo';
import { useSiteLogos } from '../../features/config/hooks/use-site-logos';
import { useSiteName } from '../../features/config/hooks/use-site-name';
import { currentDevice, homePathFor } from '../../lib/device';

/** The 404 screen (also shown while the site is closed). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logo } = useSiteLogos();
  const siteName = useSiteName();
  return (
    <Center mih="100vh" p="xl" className="wp-home-top" data-testid="not-found">
      <Stack align="center" gap="lg" ta="center" maw={460}>
        <SiteLogo path={logo} name={siteName} height={36} />
        <Text fz={96} fw={800} lh={1} variant="gradient" gradient={{ from: 'brand.4', to: 'teal.4', deg: 135 }}>
          404
        </Text>
        <Title order={2}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button leftSection={<IconHome size={18} />} onClick={() => navigate(homePathFor(currentDevice()))} data-testid="not-found-home">
          {t('common.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
