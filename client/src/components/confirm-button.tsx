import { Button, type ButtonProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmPrompt } from './confirm-prompt';

interface Props {
  /** The button's label, and the prompt's confirm label unless `confirmLabel` names another. */
  label: string;
  confirmLabel?: string;
  title: string;
  text: string;
  color: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  leftSection?: ReactNode;
  disabled?: boolean;
  loading: boolean;
  /** Runs the action; `done` closes the prompt (call it on success: an error leaves it open, toasted). */
  onConfirm: (done: () => void) => void;
  /** The button's test id; the prompt's is `<testId>-confirm` (its buttons `…-confirm-confirm`, `…-confirm-dismiss`). */
  testId: string;
}

/** A button whose action is asked first (a reset, leaving, ending): nothing happens until the prompt is confirmed. */
export function ConfirmButton({
  label,
  confirmLabel,
  title,
  text,
  color,
  variant,
  size,
  leftSection,
  disabled,
  loading,
  onConfirm,
  testId,
}: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        color={color}
        variant={variant}
        size={size}
        leftSection={leftSection}
        disabled={disabled}
        onClick={() => setAsking(true)}
        data-testid={testId}
      >
        {label}
      </Button>
      <ConfirmPrompt
        opened={asking}
        title={title}
        text={text}
        confirmLabel={confirmLabel ?? label}
        color={color}
        loading={loading}
        onConfirm={() => onConfirm(() => setAsking(false))}
        onClose={() => setAsking(false)}
        testId={`${testId}-confirm`}
      />
    </>
  );
}
