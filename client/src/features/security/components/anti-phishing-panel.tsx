import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ANTI_PHISHING_CODE } from '../../../../../shared/patterns.ts';
import { toast } from '../../../lib/notify';
import { useSecurityOverview } from '../api/get-security-overview';
import { useSetAntiPhishing } from '../api/set-anti-phishing';
import { SectionCard } from '../../../components/section-card';

/** The anti-phishing code: a word of the user's that every message and e-mail from the platform carries. */
export function AntiPhishingPanel({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('account');
  const overview = useSecurityOverview();
  const save = useSetAntiPhishing();
  const current = overview.data?.antiPhishingCode ?? null;
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (v) => (ANTI_PHISHING_CODE.test(v.trim()) ? null : t('security.antiPhishing.format')) },
  });
  const set = (code: string | null) =>
    save.mutate(code, {
      onSuccess: () => {
        toast.success(code ? t('security.antiPhishing.saved') : t('security.antiPhishing.removed'));
        form.reset();
      },
    });
  return (
    <SectionCard
      compact={compact}
      title={t('security.antiPhishing.title')}
      lead={t('security.antiPhishing.lead')}
      testId="anti-phishing-panel"
      badge={
        overview.data && (
          <Badge color={current ? 'green' : 'gray'} variant="light">
            {current ? t('security.on') : t('security.off')}
          </Badge>
        )
      }
    >
      <Stack gap="sm">
        {current && (
          <Group gap="xs">
            <Text fz="sm" c="dimmed">
              {t('security.antiPhishing.current')}
            </Text>
            <Text fz="sm" fw={700} data-testid="anti-phishing-current">
              {current}
            </Text>
          </Group>
        )}
        <form noValidate onSubmit={form.onSubmit((v) => set(v.code.trim()))} data-testid="anti-phishing-form">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <TextInput
              flex={1}
              aria-label={t('security.antiPhishing.label')}
              placeholder={current ? t('security.antiPhishing.newPlaceholder') : t('security.antiPhishing.placeholder')}
              maxLength={20}
              {...form.getInputProps('code')}
              data-testid="anti-phishing-input"
            />
            <Button type="submit" loading={save.isPending && save.variables !== null} data-testid="anti-phishing-save">
              {t('security.antiPhishing.save')}
            </Button>
          </Group>
        </form>
        {current && (
          <Group>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              loading={save.isPending && save.variables === null}
              onClick={() => set(null)}
              data-testid="anti-phishing-remove"
            >
              {t('security.antiPhishing.remove')}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
