import { Stack } from '@mantine/core';
import { withNamespaces } from '../../../components/namespace-gate';
import { ClassesPracticeScreen } from '../practice-screens';

/** Mobile classrooms (/wp/classes). */
function WpClassesPage() {
  return (
    <Stack gap="md" data-testid="wp-classes">
      <ClassesPracticeScreen device="wp" />
    </Stack>
  );
}

export default withNamespaces(['trade'], WpClassesPage);
