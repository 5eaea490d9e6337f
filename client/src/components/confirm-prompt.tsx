import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A button whose long label ("Redeem and pay the penalty" on a phone) wraps onto a second line instead of being cut. */
export const WRAPPING = { h: 'auto', mih: 36, py: 6, styles: { label: { whiteSpace: 'normal', textAlign: 'center' } } } as const;

interface Props {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence; details (figures, inputs) as children. */
  text?: string;
  children?: ReactNode;
  confirmLabel: string;
  /** The label of the button that closes it without acting (default "Cancel"; name it when the action is itself a cancel). */
  dismissLabel?: string;
  color?: string;
  loading?: boolean;
  disabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}

/** The confirm prompt before an action on orders or positions (contract and spot trading): nothing happens until it is confirmed. */
export function ConfirmPrompt({
  opened,
  title,
  text,
  children,
  confirmLabel,
  dismissLabel,
  color,
  loading,
  disabled,
  onConfirm,
  onClose,
  testId,
}: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm" data-testid={testId}>
        {text && <Text size="sm">{text}</Text>}
        {children}
        <Group grow align="stretch">
          <Button variant="default" onClick={onClose} data-testid={`${testId}-dismiss`} {...WRAPPING}>
            {dismissLabel ?? t('common.cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading} disabled={disabled} data-testid={`${testId}-confirm`} {...WRAPPING}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
