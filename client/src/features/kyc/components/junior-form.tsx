import { Button, SegmentedControl, Input, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_NUMBER, KYC_ID_TYPES, normaliseDocumentNumber, REAL_NAME } from '../../../../../shared/kyc.ts';
import { toast } from '../../../lib/notify';
import { useSubmitJunior } from '../api/submit-junior';
import type { JuniorBody } from '../types';

/** Junior certification: the document type, the real name and the document number (checked as the server checks them). */
export function JuniorForm({ initial }: { initial?: Partial<JuniorBody> }) {
  const { t } = useTranslation('account');
  // on a phone the three document types do not fit side by side ("Driver's licence" was cut)
  const narrow = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  const submit = useSubmitJunior();
  const form = useForm({
    initialValues: { idType: initial?.idType ?? 'id-card', realName: initial?.realName ?? '', docNumber: '' } as JuniorBody,
    validate: {
      realName: (v) => (REAL_NAME.test(v.trim()) ? null : t('kyc.validation.realName')),
      docNumber: (v) => (DOCUMENT_NUMBER.test(normaliseDocumentNumber(v)) ? null : t('kyc.validation.docNumber')),
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) =>
        submit.mutate({ ...v, realName: v.realName.trim() }, { onSuccess: () => toast.success(t('kyc.submitted')) }),
      )}
      data-testid="kyc-junior-form"
    >
      <Stack gap="sm">
        <Input.Wrapper label={t('kyc.form.idType')}>
          <SegmentedControl
            fullWidth
            orientation={narrow ? 'vertical' : 'horizontal'}
            mt={4}
            data={KYC_ID_TYPES.map((v) => ({ value: v, label: t(`kyc.idTypes.${v}`) }))}
            {...form.getInputProps('idType')}
            data-testid="kyc-id-type"
          />
        </Input.Wrapper>
        <TextInput
          label={t('kyc.form.realName')}
          placeholder={t('kyc.form.realNamePlaceholder')}
          maxLength={64}
          autoComplete="name"
          {...form.getInputProps('realName')}
          data-testid="kyc-real-name"
        />
        <TextInput
          label={t('kyc.form.docNumber')}
          maxLength={60}
          autoComplete="off"
          {...form.getInputProps('docNumber')}
          data-testid="kyc-doc-number"
        />
        <Button type="submit" loading={submit.isPending} data-testid="kyc-junior-submit">
          {t('kyc.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
