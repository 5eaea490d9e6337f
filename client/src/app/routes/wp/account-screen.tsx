import { Box, Center, Image } from '@mantine/core';
import type { ReactNode } from 'react';
import { MobileHeader } from '../../../components/mobile-header';
import { SiteLogo } from '../../../components/site-logo';
import { useSiteLogos } from '../../../features/config/hooks/use-site-logos';
import { useSiteName } from '../../../features/config/hooks/use-site-name';
import { imageUrl } from '../../../lib/env';
import { AuthHeading } from '../account-parts';
import { WpHeaderActions } from './header-actions';

/** Full-screen frame of the mobile login, register and restore screens. */
export function AccountScreen({
  title,
  subtitle,
  testId,
  children,
}: {
  title: string;
  subtitle: string;
  testId: string;
  children: ReactNode;
}) {
  const { loginLogo, logo } = useSiteLogos();
  const siteName = useSiteName();
  return (
    <div className="wp-shell" data-testid={testId}>
      <MobileHeader back fallback="/wp/home" right={<WpHeaderActions kefu={false} />} />
      <Box className="wp-main wp-home-top" px="lg">
        <Center pt="sm" pb="md">
          {loginLogo ? (
            <Image src={imageUrl(loginLogo)} alt={siteName} h={84} w="auto" fit="contain" data-testid="site-logo" />
          ) : (
            <SiteLogo path={logo} name={siteName} height={36} />
          )}
        </Center>
        <AuthHeading title={title} subtitle={subtitle} fz={24} />
        {children}
      </Box>
    </div>
  );
}
