import { Box, Container, Group, Image, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { RouteErrorBoundary } from '../../components/route-error-boundary';
import { useSiteLogos } from '../../features/config/hooks/use-site-logos';
import { useSiteName } from '../../features/config/hooks/use-site-name';
import { useLanguages } from '../../features/language/api/get-languages';
import { imageUrl } from '../../lib/env';

/** Desktop account screens (/pc/userAction group): a marketing panel beside the form card. */
export default function PcUserActionLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { loginLogo } = useSiteLogos();
  const siteName = useSiteName();
  const { data: languages } = useLanguages();
  const loginBg = imageUrl(languages?.find((l) => l.flag === i18n.language)?.loginBg);

  return (
    <Box className="pc-auth" py={48}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack
            className="pc-auth-aside"
            visibleFrom="md"
            justify="flex-end"
            p={40}
            style={loginBg ? { backgroundImage: `url("${loginBg}")` } : undefined}
            data-testid="auth-aside"
          >
            {loginLogo && <Image src={imageUrl(loginLogo)} alt={siteName} w={180} h="auto" fit="contain" data-testid="site-logo" />}
            <Title order={2} c="white">
              {t('auth.marketingTitle')}
            </Title>
            <List
              spacing="sm"
              c="gray.3"
              icon={
                <ThemeIcon size={22} radius="xl" color="brand">
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              <List.Item>{t('auth.marketingPoint1')}</List.Item>
              <List.Item>{t('auth.marketingPoint2')}</List.Item>
              <List.Item>{t('auth.marketingPoint3')}</List.Item>
            </List>
            <Group>
              <Text fz="sm" c="teal.3" fw={600}>
                {t('auth.registerNote')}
              </Text>
            </Group>
          </Stack>
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="md" maw={480} w="100%" mx="auto" style={{ alignSelf: 'center' }}>
            <RouteErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
