import { Center, Image, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpload } from '../api/get-upload';

/** A deposit's proof screenshot (a customer's private upload: the view is audited). */
export function ProofImage({ uploadId }: { uploadId: number }) {
  const { t } = useTranslation();
  const upload = useUpload(uploadId);
  const url = upload.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (upload.isPending)
    return (
      <Center h={200}>
        <Loader size="sm" />
      </Center>
    );
  if (!url)
    return (
      <Text c="red" fz="sm">
        {t('admin.queues.proofFailed')}
      </Text>
    );
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <Image src={url} alt={t('admin.queues.proof')} radius="sm" mah={360} fit="contain" data-testid="deposit-proof" />
    </a>
  );
}
