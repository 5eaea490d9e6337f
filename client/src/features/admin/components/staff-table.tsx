import { Alert, Badge, Button, Group, Menu, Modal, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffView } from '../../../../../shared/schemas/staff.ts';
import { roleRaises, STAFF_ROLES, type StaffRole } from '../../../../../shared/staff.ts';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useSetStaffRole } from '../api/set-staff-role';
import { type StaffAction, useStaffAction } from '../api/staff-action';

const ACTION_LABEL = {
  disable: 'admin.staff.disable',
  enable: 'admin.staff.enable',
  'reset-totp': 'admin.staff.resetTotp',
  'sign-out': 'admin.staff.signOut',
} as const;
const CONFIRM_TEXT = {
  disable: 'admin.staff.confirmDisable',
  'reset-totp': 'admin.staff.confirmResetTotp',
  'sign-out': 'admin.staff.confirmSignOut',
} as const;

/**
 * A role change with its reason: a raise is proposed for a second administrator, a lowering
 * applies at once (decision 031); the dialog says which before, the toast what happened after.
 */
function RoleChange({ s, role, onClose }: { s: StaffView; role: StaffRole; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const setRole = useSetStaffRole();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const raise = roleRaises(s.role, role);
  const roleName = t(`admin.role.${role}`);
  const submit = () => {
    if (!reason.trim()) return setError(t('admin.approvals.reasonRequired'));
    setRole.mutate(
      { id: s.id, role, reason: reason.trim() },
      {
        onSuccess: (r) => {
          if (r.outcome === 'proposed')
            toast.info(t('admin.staff.roleProposed', { name: s.displayName, role: roleName, id: r.proposalId }));
          else toast.success(t('admin.staff.roleChanged', { name: s.displayName, role: roleName }));
          onClose();
        },
      },
    );
  };
  return (
    <Stack data-testid="staff-role-change">
      <Text fz="sm">
        {t(`admin.role.${s.role}`)} → <b>{roleName}</b>
      </Text>
      <Alert variant="light" color={raise ? 'yellow' : 'gray'} p="xs" data-testid="staff-role-hint" data-raise={raise}>
        {t(raise ? 'admin.staff.roleRaise' : 'admin.staff.roleLower')}
      </Alert>
      <Textarea
        label={t('admin.staff.reason')}
        description={t('admin.staff.reasonHint')}
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        error={error}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
        data-testid="staff-role-reason"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button loading={setRole.isPending} onClick={submit} data-testid="staff-role-submit">
          {t(raise ? 'admin.staff.propose' : 'admin.staff.roleSubmit')}
        </Button>
      </Group>
    </Stack>
  );
}

function StaffRow({
  s,
  self,
  onAction,
  onRole,
}: {
  s: StaffView;
  self: boolean;
  onAction: (s: StaffView, a: StaffAction) => void;
  onRole: (s: StaffView, role: StaffRole) => void;
}) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  return (
    <Table.Tr data-testid={`staff-row-${s.username}`}>
      <Table.Td>
        <Text fw={600} fz="sm">
          {s.displayName}
          {self && (
            <Badge ml={6} size="xs" variant="outline">
              {t('admin.staff.you')}
            </Badge>
          )}
        </Text>
        <Text fz="xs" c="dimmed">
          {s.username}
        </Text>
      </Table.Td>
      <Table.Td>
        <Select
          size="xs"
          w={150}
          aria-label={t('admin.staff.role')}
          data={STAFF_ROLES.map((r) => ({ value: r, label: t(`admin.role.${r}`) }))}
          value={s.role}
          allowDeselect={false}
          disabled={self}
          onChange={(role) => role && role !== s.role && onRole(s, role as StaffRole)}
          data-testid={`staff-role-${s.username}`}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          <Badge color={s.status === 'active' ? 'teal' : 'gray'} variant="light">
            {t(s.status === 'active' ? 'admin.staff.active' : 'admin.staff.disabled')}
          </Badge>
          <Badge color={s.enrolled ? 'blue' : 'yellow'} variant="light">
            {t(s.enrolled ? 'admin.staff.enrolled' : 'admin.staff.notEnrolled')}
          </Badge>
          {s.lockedUntil && (
            <Badge color="red" variant="light">
              {t('admin.staff.locked')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{s.lastLoginAt ? dateTime(s.lastLoginAt) : t('admin.staff.never')}</Text>
      </Table.Td>
      <Table.Td>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="xs" variant="default" rightSection={<IconDots size={14} />} data-testid={`staff-actions-${s.username}`}>
              {t('admin.staff.actions')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {s.status === 'active' ? (
              <Menu.Item disabled={self} onClick={() => onAction(s, 'disable')} data-testid="staff-action-disable">
                {t(ACTION_LABEL.disable)}
              </Menu.Item>
            ) : (
              <Menu.Item onClick={() => onAction(s, 'enable')} data-testid="staff-action-enable">
                {t(ACTION_LABEL.enable)}
              </Menu.Item>
            )}
            <Menu.Item onClick={() => onAction(s, 'reset-totp')} data-testid="staff-action-reset-totp">
              {t(ACTION_LABEL['reset-totp'])}
            </Menu.Item>
            <Menu.Item onClick={() => onAction(s, 'sign-out')} data-testid="staff-action-sign-out">
              {t(ACTION_LABEL['sign-out'])}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}

/** Every staff account with its role, state and actions; one's own role and status cannot change. */
export function StaffTable({ staff, selfId }: { staff: StaffView[]; selfId: number | undefined }) {
  const { t } = useTranslation('admin');
  const action = useStaffAction();
  const [pending, setPending] = useState<{ s: StaffView; a: Exclude<StaffAction, 'enable'> } | null>(null);
  const [roleChange, setRoleChange] = useState<{ s: StaffView; role: StaffRole } | null>(null);
  const run = (s: StaffView, a: StaffAction) => {
    // what ends someone's access asks first
    if (a === 'enable') action.mutate({ id: s.id, action: a });
    else setPending({ s, a });
  };
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="staff-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.staff.name')}</Table.Th>
              <Table.Th>{t('admin.staff.role')}</Table.Th>
              <Table.Th>{t('admin.staff.status')}</Table.Th>
              <Table.Th>{t('admin.staff.lastLogin')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {staff.map((s) => (
              <StaffRow key={s.id} s={s} self={s.id === selfId} onAction={run} onRole={(s, role) => setRoleChange({ s, role })} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={roleChange !== null}
        onClose={() => setRoleChange(null)}
        title={roleChange ? t('admin.staff.changeRole', { name: roleChange.s.displayName }) : ''}
        centered
      >
        {roleChange && <RoleChange s={roleChange.s} role={roleChange.role} onClose={() => setRoleChange(null)} />}
      </Modal>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title={pending ? t(ACTION_LABEL[pending.a]) : ''} centered>
        {pending && (
          <Stack>
            <Text fz="sm">{t(CONFIRM_TEXT[pending.a], { name: pending.s.displayName })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                {t('common.cancel')}
              </Button>
              <Button
                color="red"
                loading={action.isPending}
                onClick={() => action.mutate({ id: pending.s.id, action: pending.a }, { onSettled: () => setPending(null) })}
                data-testid="staff-action-confirm"
              >
                {t(ACTION_LABEL[pending.a])}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
