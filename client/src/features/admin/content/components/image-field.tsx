// An image of the public image store: its path, an upload (checked by content on the server)
// that fills the path in, and a preview.
import { Button, FileButton, Group, Image, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../../lib/env';
import { useUploadContentImage } from '../api/upload-image';

export function ImageField({
  label,
  value,
  placeholder,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (path: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const upload = useUploadContentImage();
  const preview = imageUrl(value || placeholder);
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput
        label={label}
        w={320}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      />
      <FileButton
        accept="image/png,image/jpeg,image/webp"
        onChange={(file) => file && upload.mutate(file, { onSuccess: (r) => onChange(r.path) })}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconUpload size={14} />}
            loading={upload.isPending}
            data-testid={`${testId}-upload`}
          >
            {t('admin.content.upload')}
          </Button>
        )}
      </FileButton>
      {preview && <Image src={preview} h={36} w={72} fit="contain" radius="sm" alt="" />}
    </Group>
  );
}
