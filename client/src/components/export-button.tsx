import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

/** A CSV export's button: loading while `onExport` (a download) runs. */
export function ExportButton({
  label,
  onExport,
  testId,
  size,
  disabled,
}: {
  label: string;
  onExport: () => Promise<void>;
  testId: string;
  size?: 'xs' | 'sm';
  disabled?: boolean;
}) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await onExport();
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="default"
      size={size}
      leftSection={<IconDownload size={14} />}
      loading={exporting}
      disabled={disabled}
      onClick={() => void run()}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
