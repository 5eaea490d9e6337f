import { WpShell } from './wp/wp-shell';

/** Mobile tab layout (/wp/layout): home, quotes, trade (header hidden), news, notices. */
export default function WpTabLayout() {
  return <WpShell layout="tab" />;
}
