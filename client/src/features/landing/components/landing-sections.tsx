// The landing page's information sections (issue 19.6, decision 053): the listing tiers, the
// IEO offers (as information: nothing is sold here), the mobile app and the sign-up protection
// notice. Static copy, every string through i18n.
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceMobile, IconDiamond, IconInfoCircle, IconRocket, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LISTING_TIERS, type ListingTier } from '../../../../../shared/listing-tiers.ts';

const TIER_COLORS: Record<ListingTier, string> = { diamond: 'cyan', gold: 'yellow', silver: 'gray', platinum: 'indigo', max: 'grape' };

export function ListingTiers() {
  const { t } = useTranslation('landing');
  return (
    <Stack gap="md" data-testid="landing-tiers">
      <Group gap="sm">
        <ThemeIcon variant="light" radius="md">
          <IconDiamond size={18} />
        </ThemeIcon>
        <Title order={3}>{t('tiersTitle')}</Title>
      </Group>
      <Text c="dimmed">{t('tiersText')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
        {LISTING_TIERS.map((tier) => (
          <Paper key={tier} withBorder radius="md" p="md" data-testid={`landing-tier-${tier}`}>
            <Badge color={TIER_COLORS[tier]} variant="light" size="lg">
              {t(`tier.${tier}`)}
            </Badge>
            <Text fz="sm" c="dimmed" mt="sm">
              {t(`tierText.${tier}`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function IeoInformation() {
  const { t } = useTranslation('landing');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="landing-ieo">
      <Stack gap="sm">
        <Group gap="sm">
          <ThemeIcon variant="light" radius="md" color="violet">
            <IconRocket size={18} />
          </ThemeIcon>
          <Title order={3}>{t('ieoTitle')}</Title>
        </Group>
        <Text c="dimmed">{t('ieoText')}</Text>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle size={16} style={{ flexShrink: 0, marginTop: 3 }} />
          <Text fz="sm" fw={600} data-testid="landing-ieo-notice">
            {t('ieoNotice')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

export function AppPromo({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('landing');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="landing-app">
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }}>
          <ThemeIcon size={44} radius="md" variant="light">
            <IconDeviceMobile size={24} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={3}>{t('appTitle')}</Title>
            <Text c="dimmed">{t('appText')}</Text>
          </Stack>
        </Group>
        <Button variant="light" onClick={onOpen} data-testid="landing-download">
          {t('appButton')}
        </Button>
      </Group>
    </Paper>
  );
}

export function CaptchaNotice() {
  const { t } = useTranslation('landing');
  return (
    <Group gap={6} wrap="nowrap" justify="center" data-testid="landing-captcha">
      <IconShieldLock size={14} style={{ flexShrink: 0 }} />
      <Text fz="xs" c="dimmed">
        {t('captchaNotice')}
      </Text>
    </Group>
  );
}
