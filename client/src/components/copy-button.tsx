import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
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

/** Copies `value` to the clipboard; a tick and a toast say it worked. `label` names what is copied. */
export function CopyButton({ value, label, testId }: { value: string; label?: string; testId?: string }) {
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
