// A change that needs a second thought (deleting, closing the site): what it does, Cancel, and
// the action in red.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ConfirmModal({
  opened,
  title,
  text,
  action,
  pending,
  onCancel,
  onConfirm,
  testId,
}: {
  opened: boolean;
  title: string;
  text: string;
  action: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack>
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('admin.content.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm} data-testid={testId}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
