import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../../components/error-screen';

/** The router's last-resort error element (errors outside the layouts' own boundaries). */
export function RouterErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}
