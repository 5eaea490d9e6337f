import { WpShell } from './wp/wp-shell';

/** Mobile user group (/wp/user): dashboard and the account pages, with a back button. */
export default function WpUserLayout() {
  return <WpShell layout="user" />;
}
