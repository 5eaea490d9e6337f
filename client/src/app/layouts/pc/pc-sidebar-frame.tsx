import { Container, Grid, NavLink, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AccountLink } from '../../account-links';

/** Desktop pages with a side navigation (user centre, funds): groups of links on the left, the page on the right. */
export function PcSidebarFrame({
  groups,
  navTestId,
  testId,
  children,
}: {
  groups: { title: string; links: AccountLink[] }[];
  navTestId: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Container size="xl" py="xl" data-testid={testId}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder radius="lg" p="sm" data-testid={navTestId}>
            {groups.map((group, i) => (
              <div key={group.title}>
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600} px="sm" py={6} mt={i > 0 ? 'xs' : 0}>
                  {group.title}
                </Text>
                {group.links.map((l) => (
                  <NavLink
                    key={l.to}
                    className="pc-sidebar-link"
                    label={t(l.label)}
                    leftSection={<l.icon size={18} />}
                    active={pathname === l.to}
                    onClick={() => navigate(l.to)}
                  />
                ))}
              </div>
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>{children}</Grid.Col>
      </Grid>
    </Container>
  );
}
