import { withNamespaces } from '../../../components/namespace-gate';
import { ClassPracticeScreen } from '../practice-screens';

/** Mobile class page (/wp/classes/:id). */
function WpClassPage() {
  return (
    <div data-testid="wp-class">
      <ClassPracticeScreen device="wp" />
    </div>
  );
}

export default withNamespaces(['trade'], WpClassPage);
