// Market replay and classrooms (issue 43, decision 106): the replay and classes features'
// screens, each given the practice terminal (features/practice) to draw a practice wallet, and
// a class given the replay's session view for a learner's shared scenario.
import { useParams } from 'react-router-dom';
import { ClassPage } from '../../features/classes/components/class-page';
import { ClassesScreen } from '../../features/classes/components/classes-screen';
import { PracticeTerminal } from '../../features/practice/components/practice-terminal';
import { ReplayScreen } from '../../features/replay/components/replay-screen';
import { SessionView } from '../../features/replay/components/session-view';
import type { Device } from '../../lib/device';
import type { PracticeTerminalView, ReplaySessionView } from '../../lib/trading/practice';

const terminal: PracticeTerminalView = (wallet, compact) => <PracticeTerminal wallet={wallet} compact={compact} />;
const scenario: ReplaySessionView = (id, compact) => <SessionView id={id} compact={compact} terminal={terminal} />;

export const classesPath = (device: Device) => `/${device}/classes`;

export function ReplayPracticeScreen({ device }: { device: Device }) {
  return <ReplayScreen compact={device === 'wp'} terminal={terminal} />;
}

export function ClassesPracticeScreen({ device }: { device: Device }) {
  return <ClassesScreen compact={device === 'wp'} classPath={(id) => `${classesPath(device)}/${id}`} />;
}

export function ClassPracticeScreen({ device }: { device: Device }) {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return null;
  return <ClassPage id={id} compact={device === 'wp'} backTo={classesPath(device)} terminal={terminal} scenario={scenario} />;
}
