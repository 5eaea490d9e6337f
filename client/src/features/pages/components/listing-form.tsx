// The coin listing application (open to visitors): project, symbol, website, contact, the
// tier of the landing page's list and a message. Staff review it in the back office.
import { Alert, Button, Chip, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTING_TIERS } from '../../../../../shared/schemas/pages.ts';
import { type ListingApplication, useApplyListing } from '../api/apply-listing';

const EMPTY: ListingApplication = {
  project: '',
  symbol: '',
  website: 'https://',
  contactName: '',
  contactEmail: '',
  tier: 'gold',
  message: '',
};

/** The text fields: name, longest length, test id. */
const TEXT_FIELDS = [
  ['project', 100, 'listing-project'],
  ['symbol', 12, 'listing-symbol'],
  ['website', 300, 'listing-website'],
  ['contactName', 100, 'listing-contact-name'],
  ['contactEmail', 200, 'listing-contact-email'],
] as const;

export function ListingForm() {
  const { t } = useTranslation();
  const apply = useApplyListing();
  const [sent, setSent] = useState<number | null>(null);
  const required = (v: string) => (v.trim() ? null : t('pages.listing.required'));
  const form = useForm<ListingApplication>({
    initialValues: EMPTY,
    validate: {
      project: required,
      symbol: (v) => (/^[A-Za-z0-9]{1,12}$/.test(v.trim()) ? null : t('pages.listing.symbolInvalid')),
      website: (v) => (/^https?:\/\/\S+\.\S+$/.test(v.trim()) ? null : t('pages.listing.websiteInvalid')),
      contactName: required,
      contactEmail: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : t('pages.listing.emailInvalid')),
    },
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          {t('pages.listing.intro')}
        </Text>
        {sent !== null && (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="listing-sent">
            {t('pages.listing.sent', { id: sent })}
          </Alert>
        )}
        <form
          noValidate
          data-testid="listing-form"
          onSubmit={form.onSubmit((v) =>
            apply.mutate(v, {
              onSuccess: ({ id }) => {
                setSent(id);
                form.reset();
              },
            }),
          )}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {TEXT_FIELDS.map(([name, maxLength, testId]) => (
                <TextInput
                  key={name}
                  label={t(`pages.listing.${name}`)}
                  type={name === 'contactEmail' ? 'email' : 'text'}
                  maxLength={maxLength}
                  required
                  {...form.getInputProps(name)}
                  data-testid={testId}
                />
              ))}
            </SimpleGrid>
            <Stack gap={4}>
              <Text fz="sm" fw={500}>
                {t('pages.listing.tier')}
              </Text>
              <Chip.Group value={form.values.tier} onChange={(v) => form.setFieldValue('tier', v as ListingApplication['tier'])}>
                <Group gap="xs" data-testid="listing-tier">
                  {LISTING_TIERS.map((tier) => (
                    <Chip key={tier} value={tier}>
                      {t(`pages.listing.tiers.${tier}`)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
            <Textarea
              label={t('pages.listing.message')}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={2000}
              {...form.getInputProps('message')}
              data-testid="listing-message"
            />
            <Button type="submit" size="md" loading={apply.isPending} data-testid="listing-submit">
              {t('pages.listing.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
