import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withNamespaces } from '../../../components/namespace-gate';
import { ClassesPracticeScreen } from '../practice-screens';

/** Desktop classrooms (/pc/classes, in the user centre): my classes, create, join. */
function PcClassesPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="pc-classes">
      <Title order={2}>{t('route.classes')}</Title>
      <ClassesPracticeScreen device="pc" />
    </Stack>
  );
}

export default withNamespaces(['trade'], PcClassesPage);
