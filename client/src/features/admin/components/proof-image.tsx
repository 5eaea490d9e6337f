import { Center, Image, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpload } from '../api/get-upload';

/** A customer's private upload (a deposit's proof, an identity photo): the view is audited. */
export function ProofImage({ uploadId, alt, testId = 'deposit-proof' }: { uploadId: number; alt?: string; testId?: string }) {
  const { t } = useTranslation('admin');
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
      <Image src={url} alt={alt ?? t('admin.queues.proof')} radius="sm" mah={360} fit="contain" data-testid={testId} />
    </a>
  );
}
