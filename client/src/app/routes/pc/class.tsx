import { withNamespaces } from '../../../components/namespace-gate';
import { ClassPracticeScreen } from '../practice-screens';

/** Desktop class page (/pc/classes/:id): the teacher's or the learner's view of one class. */
function PcClassPage() {
  return (
    <div data-testid="pc-class">
      <ClassPracticeScreen device="pc" />
    </div>
  );
}

export default withNamespaces(['trade'], PcClassPage);
