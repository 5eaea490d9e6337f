// Copying to the clipboard (a deposit's payee details and address, the invitation code and
// link): a tick and the "copied" toast (spec section 8) say it worked.
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/notify';

async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    // older browsers and insecure pages: a selected textarea and execCommand
    const area = document.createElement('textarea');
    area.value = value;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** Whether `value` was just copied (for 1.5 s), and the copy action. */
function useCopy(value: string) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1500);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    if (await copyText(value)) {
      setCopied(true);
      toast.success(t('common.copied'));
    }
  };
  return { copied, copy };
}

/** A button with its text ("Copy link") that copies `value`. */
export function CopyTextButton({ value, text, testId }: { value: string; text: string; testId?: string }) {
  const { copied, copy } = useCopy(value);
  return (
    <Button
      variant="light"
      size="compact-sm"
      // a long label ("Link kopieren" in a half-width tile on a phone) wraps instead of being cut
      maw="100%"
      h="auto"
      mih={26}
      styles={{ label: { whiteSpace: 'normal' } }}
      color={copied ? 'green' : undefined}
      leftSection={copied ? <IconCheck size={14} /> : <IconLink size={14} />}
      onClick={() => void copy()}
      data-testid={testId}
      data-copied={copied || undefined}
    >
      {text}
    </Button>
  );
}

/** Copies `value` to the clipboard; a tick and a toast say it worked. `label` names what is copied. */
export function CopyButton({ value, label, testId }: { value: string; label?: string; testId?: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy(value);
  const name = label ?? t('common.copy');
  return (
    <Tooltip label={copied ? t('common.copied') : name}>
      <ActionIcon
        variant="light"
        color={copied ? 'green' : undefined}
        onClick={() => void copy()}
        aria-label={name}
        data-testid={testId}
        data-copied={copied || undefined}
      >
        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
      </ActionIcon>
    </Tooltip>
  );
}
