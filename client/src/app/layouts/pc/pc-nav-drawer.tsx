import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { PC_NAV } from './pc-nav';

/** The main navigation in a drawer, for desktop windows too narrow for the top links. */
export default function PcNavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { loggedIn } = useSession();
  const isActive = (match: string[]) => match.some((m) => pathname.startsWith(m));
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={300} title={t('nav.menu')} hiddenFrom="md">
      <Stack gap={2}>
        {PC_NAV.map((item) =>
          item.children ? (
            <NavLink key={item.label} label={t(item.label)} defaultOpened={isActive(item.match)} childrenOffset="md">
              {item.children.map((c) => (
                <NavLink key={c.to} label={t(c.label)} active={pathname === c.to} onClick={() => go(c.to)} />
              ))}
            </NavLink>
          ) : (
            <NavLink key={item.label} label={t(item.label)} active={isActive(item.match)} onClick={() => go(item.to ?? '/pc/home')} />
          ),
        )}
        {!loggedIn && (
          <>
            <Divider my="sm" />
            <Button variant="default" onClick={() => go('/pc/user/login')}>
              {t('common.login')}
            </Button>
            <Button onClick={() => go('/pc/user/register')}>{t('common.register')}</Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
