import { Badge, Button, Group, Paper, Stack, Table, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { UserInfo } from '../../../../../shared/schemas/auth.ts';
import { useFormat } from '../../../lib/format';
import { PagedList } from './paged-list';
import { useUserSearch } from '../api/search-users';

const PAGE_SIZE = 20;

export function StatusBadge({ status }: { status: UserInfo['status'] }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={{ active: 'green', frozen: 'red', cancelled: 'gray' }[status]} variant="light" data-testid="user-status">
      {t(`admin.users.statuses.${status}`)}
    </Badge>
  );
}

function Results({ q }: { q: string }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const users = useUserSearch(q, page, PAGE_SIZE);
  return (
    <PagedList
      query={users}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      total={(count) => t('admin.users.total', { count })}
      empty={t('admin.users.none')}
      testId="users"
    >
      {(items) => (
        // a phone scrolls the table, not the page
        <Table.ScrollContainer minWidth={600}>
          <Table striped highlightOnHover verticalSpacing="xs" fz="sm" data-testid="users-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('admin.users.account')}</Table.Th>
                <Table.Th>{t('admin.users.inviteCode')}</Table.Th>
                <Table.Th>{t('admin.users.createdAt')}</Table.Th>
                <Table.Th>{t('admin.users.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((u) => (
                <Table.Tr
                  key={u.userId}
                  style={{ cursor: 'pointer' }}
                  onClick={() => navigate(`/admin/users/${u.userId}`)}
                  data-testid="users-row"
                >
                  <Table.Td>{u.userId}</Table.Td>
                  <Table.Td>{u.account}</Table.Td>
                  <Table.Td ff="monospace">{u.inviteCode}</Table.Td>
                  <Table.Td>{dateTime(u.createdAt)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={u.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PagedList>
  );
}

/** Search customers by id, e-mail, phone or invitation code; a row opens the customer. */
export function UserSearch() {
  const { t } = useTranslation('admin');
  const form = useForm({ initialValues: { text: '' } });
  const [q, setQ] = useState('');
  return (
    <Stack gap="md">
      <form onSubmit={form.onSubmit(({ text }) => setQ(text.trim()))}>
        <Group align="flex-end" gap="sm">
          <TextInput
            w={360}
            label={t('admin.users.search')}
            placeholder={t('admin.users.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            maxLength={100}
            {...form.getInputProps('text')}
            data-testid="users-search"
          />
          <Button type="submit" data-testid="users-search-submit">
            {t('admin.users.find')}
          </Button>
        </Group>
      </form>
      <Paper withBorder radius="md" p="md">
        <Results key={q} q={q} />
      </Paper>
    </Stack>
  );
}
