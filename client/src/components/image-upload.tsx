import { Box, Button, Group, Image, Input, Loader, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck, IconPhotoPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNamespace } from '../lib/i18n-namespaces';
import { UPLOAD_RULES, type UploadPurpose, uploadImage } from '../lib/api/upload-image';
import { toast } from '../lib/notify';
import './image-upload.css';

/** Where an image goes when it is not a wallet upload (a chat image): the types and size taken, and the upload. */
export interface ImageUploader {
  types: string[];
  maxBytes: number;
  upload: (file: File) => Promise<{ id: number }>;
}

interface Props {
  /** What the image is for: decides the types and size taken (and, for another uploader, where it goes). */
  purpose: UploadPurpose | ImageUploader;
  /** The upload id once the image is stored. */
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | null;
  label: string;
  /** The line under the field (the types and size taken), and the messages for a wrong type or size. */
  texts: { hint: string; type: string; size: string };
  testId: string;
  /** Say "uploaded" in a toast too (off where the picker's own check mark is enough: the chat). */
  announce?: boolean;
}

/** A private image (a transfer screenshot, an identity photo): chosen, checked, uploaded at once and shown as a thumbnail. */
export function ImageUpload({ purpose, value, onChange, error, label, texts, testId, announce = true }: Props) {
  const { t } = useTranslation('funds');
  // waits for its strings itself: it also renders from the entry (the support overlay)
  const ready = useNamespace('funds');
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: ({ file }: { file: File }) => (typeof purpose === 'string' ? uploadImage({ file, purpose }) : purpose.upload(file)),
  });
  const rules = typeof purpose === 'string' ? UPLOAD_RULES[purpose] : purpose;
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!rules.types.includes(file.type)) return setProblem(texts.type);
    if (file.size > rules.maxBytes) return setProblem(texts.size);
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    onChange(null);
    upload.mutate(
      { file },
      {
        onSuccess: (result) => {
          onChange(result.id);
          if (announce) toast.success(t('funds.upload.uploaded'));
        },
        onError: () => setProblem(t('funds.upload.failed')),
      },
    );
  };

  const done = value !== null && !upload.isPending;
  if (!ready) return null;
  return (
    <Input.Wrapper
      label={label}
      description={texts.hint}
      error={problem ?? error}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    >
      <input
        ref={input}
        type="file"
        accept={rules.types.join(',')}
        className="visually-hidden-input"
        tabIndex={-1}
        // (hidden: the button beside it opens it; named for screen readers all the same)
        aria-label={label}
        onChange={(e) => {
          choose(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
        data-testid={testId}
      />
      <Group gap="md" align="center" wrap="nowrap" mt={4} mb={4}>
        <UnstyledButton
          className="proof-drop"
          onClick={() => input.current?.click()}
          aria-label={t('funds.upload.choose')}
          data-testid={`${testId}-button`}
        >
          {preview ? (
            <Box pos="relative" w="100%" h="100%">
              <Image src={preview} alt={label} w="100%" h="100%" fit="cover" radius="md" data-testid={`${testId}-preview`} />
              {upload.isPending && (
                <div className="proof-overlay">
                  <Loader size="sm" />
                </div>
              )}
            </Box>
          ) : (
            <Stack gap={4} align="center" c="dimmed">
              <IconPhotoPlus size={28} />
              <Text fz="xs">{t('funds.upload.choose')}</Text>
            </Stack>
          )}
        </UnstyledButton>
        {preview && (
          <Stack gap={6}>
            {upload.isPending ? (
              <Text fz="sm" c="dimmed">
                {t('funds.upload.uploading')}
              </Text>
            ) : done ? (
              <Group gap={6} data-testid={`${testId}-done`}>
                <ThemeIcon size={20} radius="xl" color="green" variant="light">
                  <IconCheck size={14} />
                </ThemeIcon>
                <Text fz="sm">{t('funds.upload.uploaded')}</Text>
              </Group>
            ) : null}
            <Button variant="default" size="compact-sm" onClick={() => input.current?.click()} disabled={upload.isPending}>
              {t('funds.upload.change')}
            </Button>
          </Stack>
        )}
      </Group>
    </Input.Wrapper>
  );
}
