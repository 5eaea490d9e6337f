import { Burger, Button, Container, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { DeferredMenu } from '../../../components/deferred-menu';
import { SiteLogo } from '../../../components/site-logo';
import { ThemeSwitch } from '../../../components/theme-switch';
import { useSiteLogos } from '../../../features/config/hooks/use-site-logos';
import { useSiteName } from '../../../features/config/hooks/use-site-name';
import { NotificationBell } from '../../../features/content/components/notification-bell';
import { LanguageMenu } from '../../../features/language/components/language-menu';
import { lazyPage } from '../../../lib/lazy-page';
import { useSession } from '../../../lib/session';
import { PC_NAV } from './pc-nav';
import { PcUserMenu } from './pc-user-menu';

const PcNavDrawer = lazyPage(() => import('./pc-nav-drawer'));

/** Desktop top navigation: logo, main links, messages, language, theme, account. */
export function PcHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { logo } = useSiteLogos();
  const siteName = useSiteName();
  const { loggedIn } = useSession();
  const [drawer, { toggle, close }] = useDisclosure(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const isActive = (match: string[]) => match.some((m) => pathname.startsWith(m));
  // below 1200 px the navigation and the account share too little room (issue 12.12: at
  // 1024 px the user menu ran off-screen): the language shows its flag, the account its avatar
  const roomy = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });

  return (
    <header className="pc-header" data-testid="pc-header">
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap={roomy ? 'lg' : 'sm'} wrap="nowrap">
            <UnstyledButton component={Link} to="/pc/home" aria-label={siteName} data-testid="header-logo">
              <SiteLogo path={logo} name={siteName} height={30} />
            </UnstyledButton>
            <Group gap={2} component="nav" visibleFrom="md" wrap="nowrap" data-testid="pc-nav">
              {PC_NAV.map((item) =>
                item.children ? (
                  <DeferredMenu
                    key={item.label}
                    trigger="click-hover"
                    position="bottom-start"
                    width={260}
                    target={
                      <UnstyledButton className="pc-nav-link" data-active={isActive(item.match) || undefined} data-testid={item.testId}>
                        {t(item.label)}
                        <IconChevronDown size={14} />
                      </UnstyledButton>
                    }
                    entries={item.children.map((c) => ({
                      type: 'item' as const,
                      key: c.to,
                      label: t(c.label),
                      hint: c.hint ? t(c.hint) : undefined,
                      onClick: () => navigate(c.to),
                      testId: `nav-item-${c.to.split('/').pop()}`,
                    }))}
                  />
                ) : (
                  <UnstyledButton
                    key={item.label}
                    component={Link}
                    to={item.to ?? '/pc/home'}
                    className="pc-nav-link"
                    data-active={isActive(item.match) || undefined}
                    data-testid={item.testId}
                  >
                    {t(item.label)}
                  </UnstyledButton>
                ),
              )}
            </Group>
          </Group>

          <Group gap={6} wrap="nowrap">
            <NotificationBell to="/pc/article/message" testId="header-messages" />
            <LanguageMenu compact={!roomy} />
            <ThemeSwitch />
            {loggedIn ? (
              <PcUserMenu compact={!roomy} />
            ) : (
              <Group gap="xs" wrap="nowrap" visibleFrom="sm">
                <Button
                  variant="default"
                  size={roomy ? 'sm' : 'compact-sm'}
                  component={Link}
                  to="/pc/user/login"
                  data-testid="header-login"
                >
                  {t('common.login')}
                </Button>
                <Button size={roomy ? 'sm' : 'compact-sm'} component={Link} to="/pc/user/register" data-testid="header-register">
                  {t('common.register')}
                </Button>
              </Group>
            )}
            <Burger
              opened={drawer}
              onClick={() => {
                setDrawerLoaded(true);
                toggle();
              }}
              hiddenFrom="md"
              size="sm"
              aria-label={t('nav.openMenu')}
            />
          </Group>
        </Group>
      </Container>

      {drawerLoaded && (
        <Suspense fallback={null}>
          <PcNavDrawer opened={drawer} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
