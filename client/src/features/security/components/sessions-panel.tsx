import { Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPrompt } from '../../../components/confirm-prompt';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useSessions } from '../api/get-sessions';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { useSignOutSession } from '../api/sign-out-session';
import { useDeviceOf } from '../device';
import { SectionCard } from '../../../components/section-card';

/** The devices logged in: browser and system, address, when signed in and last active; sign any other one out. */
export function SessionsPanel({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('account');
  const f = useFormat();
  const deviceOf = useDeviceOf();
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  // signing every other device out is asked for first: it cannot be undone from here
  const [confirming, setConfirming] = useState(false);
  return (
    <SectionCard compact={compact} title={t('security.sessions.title')} lead={t('security.sessions.lead')} testId="sessions-panel">
      <Stack gap="sm">
        {sessions.isPending && <Skeleton h={64} radius="md" />}
        {sessions.data?.map((s) => {
          const device = deviceOf(s.userAgent);
          return (
            <Paper key={s.id} withBorder radius="md" p="sm" data-testid="session-row" data-current={s.current || undefined}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
                  <ThemeIcon variant="light" size="lg" radius="md" color={s.current ? 'green' : 'gray'}>
                    {device.mobile ? <IconDeviceMobile size={18} /> : <IconDeviceDesktop size={18} />}
                  </ThemeIcon>
                  <Stack gap={2} miw={0}>
                    <Group gap="xs">
                      <Text fz="sm" fw={600} data-testid="session-device">
                        {device.label}
                      </Text>
                      {s.current && (
                        <Badge size="sm" color="green" variant="light" data-testid="session-current">
                          {t('security.sessions.current')}
                        </Badge>
                      )}
                    </Group>
                    <Text fz="xs" c="dimmed" className="num">
                      {t('security.sessions.ip', { ip: s.ip || t('common.dash') })}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {t('security.sessions.times', { created: f.dateTime(s.createdAt), lastUsed: f.dateTime(s.lastUsedAt) })}
                    </Text>
                  </Stack>
                </Group>
                {!s.current && (
                  <Button
                    variant="light"
                    color="red"
                    size="compact-sm"
                    // the device's details wrap beside it, the button keeps its label whole
                    style={{ flexShrink: 0 }}
                    loading={signOut.isPending && signOut.variables === s.id}
                    onClick={() => signOut.mutate(s.id, { onSuccess: () => toast.success(t('security.sessions.signedOut')) })}
                    data-testid="session-sign-out"
                  >
                    {t('security.sessions.signOut')}
                  </Button>
                )}
              </Group>
            </Paper>
          );
        })}
        {others > 0 && (
          <Group>
            <Button variant="subtle" color="red" onClick={() => setConfirming(true)} data-testid="sessions-sign-out-others">
              {t('security.sessions.signOutOthers')}
            </Button>
          </Group>
        )}
        <ConfirmPrompt
          opened={confirming}
          title={t('security.sessions.signOutOthersTitle')}
          text={t('security.sessions.signOutOthersText', { n: others })}
          confirmLabel={t('security.sessions.signOutOthers')}
          color="red"
          loading={signOutOthers.isPending}
          onConfirm={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: (r) => toast.success(t('security.sessions.signedOutOthers', { count: r.revoked })),
              onSettled: () => setConfirming(false),
            })
          }
          onClose={() => setConfirming(false)}
          testId="sessions-sign-out-others-confirm"
        />
      </Stack>
    </SectionCard>
  );
}
