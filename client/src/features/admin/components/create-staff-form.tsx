import { Alert, Button, Group, PasswordInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffRole } from '../../../../../shared/staff.ts';
import { toast } from '../../../lib/notify';
import { useCreateStaff } from '../api/create-staff';

const USERNAME = /^[a-z0-9._-]{3,32}$/;

/**
 * A new staff account, proposed: a second administrator's approval creates it (decision 031),
 * which the form says before and the toast after; its first login sets up two-factor.
 */
export function CreateStaffForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateStaff();
  const form = useForm({
    initialValues: { username: '', displayName: '', role: 'support' as StaffRole, password: '', reason: '' },
    validate: {
      username: (v) => (USERNAME.test(v.trim().toLowerCase()) ? null : t('admin.staff.usernameFormat')),
      displayName: (v) => (v.trim() ? null : t('admin.login.required')),
      password: (v) => (v.length >= 10 && v.length <= 128 ? null : t('admin.staff.passwordLength')),
      reason: (v) => (v.trim() ? null : t('admin.approvals.reasonRequired')),
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        const body = { ...v, username: v.username.trim().toLowerCase(), displayName: v.displayName.trim(), reason: v.reason.trim() };
        create.mutate(body, {
          onSuccess: (r) => {
            toast.info(t('admin.staff.createProposed', { name: body.displayName, id: r.proposalId }));
            onDone();
          },
        });
      })}
      data-testid="create-staff-form"
    >
      <Stack gap="sm">
        <Alert variant="light" color="blue" p="xs" data-testid="create-staff-hint">
          {t('admin.staff.createHint')}
        </Alert>
        <TextInput label={t('admin.staff.username')} {...form.getInputProps('username')} data-testid="create-staff-username" />
        <TextInput label={t('admin.staff.displayName')} {...form.getInputProps('displayName')} data-testid="create-staff-name" />
        <Select
          label={t('admin.staff.role')}
          data={STAFF_ROLES.map((r) => ({ value: r, label: t(`admin.role.${r}`) }))}
          allowDeselect={false}
          {...form.getInputProps('role')}
          data-testid="create-staff-role"
        />
        <PasswordInput
          label={t('admin.staff.initialPassword')}
          description={t('admin.staff.passwordLength')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
          data-testid="create-staff-password"
        />
        <Textarea
          label={t('admin.staff.reason')}
          description={t('admin.staff.reasonHint')}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('reason')}
          data-testid="create-staff-reason"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="create-staff-submit">
            {t('admin.staff.propose')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
