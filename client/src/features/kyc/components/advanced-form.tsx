import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../components/image-upload';
import { toast } from '../../../lib/notify';
import { useSubmitAdvanced } from '../api/submit-advanced';

const SIDES = ['front', 'back', 'hand'] as const;
type Side = (typeof SIDES)[number];

/** Advanced certification: three photos (front, back, holding the document), each uploaded at once with a preview. */
export function AdvancedForm({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('account');
  const submit = useSubmitAdvanced();
  const [photos, setPhotos] = useState<Record<Side, number | null>>({ front: null, back: null, hand: null });
  const [missing, setMissing] = useState<Side[]>([]);
  const texts = { hint: t('kyc.form.photoHint'), type: t('kyc.form.photoType'), size: t('kyc.form.photoSize') };
  const send = () => {
    const absent = SIDES.filter((s) => photos[s] === null);
    setMissing(absent);
    if (absent.length > 0) return;
    submit.mutate(
      { frontUploadId: photos.front as number, backUploadId: photos.back as number, handUploadId: photos.hand as number },
      { onSuccess: () => toast.success(t('kyc.submitted')) },
    );
  };
  return (
    <Stack gap="sm" data-testid="kyc-advanced-form">
      <SimpleGrid cols={compact ? 1 : { base: 1, md: 3 }} spacing="md">
        {SIDES.map((side) => (
          <ImageUpload
            key={side}
            purpose="kyc"
            label={t(`kyc.form.${side}`)}
            texts={texts}
            value={photos[side]}
            onChange={(id) => {
              setPhotos((p) => ({ ...p, [side]: id }));
              if (id !== null) setMissing((m) => m.filter((s) => s !== side));
            }}
            error={missing.includes(side) ? t('kyc.validation.photo') : null}
            testId={`kyc-photo-${side}`}
          />
        ))}
      </SimpleGrid>
      <Button onClick={send} loading={submit.isPending} data-testid="kyc-advanced-submit">
        {t('kyc.form.submit')}
      </Button>
    </Stack>
  );
}
