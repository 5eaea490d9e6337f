import { Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** The frame of the account forms: the fields one under the other and the full-width submit button. */
export function AccountForm({
  onSubmit,
  testId,
  submit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  testId: string;
  submit: { label: string; pending: boolean; testId: string };
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} data-testid={testId}>
      <Stack gap="md">
        {children}
        <Button type="submit" size="md" fullWidth loading={submit.pending} data-testid={submit.testId}>
          {submit.label}
        </Button>
      </Stack>
    </form>
  );
}
