// The customer a back-office row or proposal is about, named (issue 32 point 3): their
// certified name if any, their e-mail or phone, their id, and in a detail their tier.
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffCustomer } from '../../../../../shared/schemas/customers.ts';
import { DetailRow } from '../../../components/detail-row';

/** The contact a customer is reached by: e-mail, else phone. */
export const contactOf = (c: StaffCustomer) => c.email ?? c.phone;

/** One line: "Grace Hopper · grace@example.com", or the contact alone, or "#7" when nothing is known. */
export function customerText(c: StaffCustomer): string {
  const parts = [c.name, contactOf(c)].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(' · ') : `#${c.id}`;
}

/** A queue's customer cell: the name (or contact) above, the contact and id dimmed below. */
export function CustomerCell({ customer: c }: { customer: StaffCustomer }) {
  const contact = contactOf(c);
  const first = c.name ?? contact ?? `#${c.id}`;
  const second = [c.name ? contact : null, `#${c.id}`].filter(Boolean).join(' · ');
  return (
    <Stack gap={0} data-testid="customer-cell" data-user-id={c.id}>
      <Text fz="sm" fw={500} lineClamp={1}>
        {first}
      </Text>
      <Text fz="xs" c="dimmed" lineClamp={1}>
        {second}
      </Text>
    </Stack>
  );
}

/** A detail's lines about the customer: name, contact, id and tier. */
export function CustomerRows({ customer: c }: { customer: StaffCustomer }) {
  const { t } = useTranslation('admin');
  const { t: tAccount } = useTranslation('account');
  return (
    <>
      <DetailRow label={t('admin.queues.customer')} testId="customer-name">
        {c.name ?? t('admin.customer.noName')}
      </DetailRow>
      <DetailRow label={t('admin.customer.contact')} testId="customer-contact">
        {[contactOf(c) ?? '—', `#${c.id}`].join(' · ')}
      </DetailRow>
      <DetailRow label={t('admin.kyc.userTier')}>
        <Badge variant="light" color={c.tier === 'none' ? 'gray' : 'blue'} data-testid="customer-tier" data-tier={c.tier}>
          {tAccount(`kyc.tier.${c.tier}`)}
        </Badge>
      </DetailRow>
    </>
  );
}
