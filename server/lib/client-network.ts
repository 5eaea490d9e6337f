// The network a client address belongs to, as limits per client see it. An IPv4 address is
// one network (a classroom or an office behind NAT shares it); an IPv6 host usually holds a
// whole /64, so a limit per IPv6 address would be a limit per attempt: its /64 is the key.
import { isIPv4, isIPv6 } from 'node:net';

/** "203.0.113.7", or "2001:db8:1:2::/64" for any address of that IPv6 /64. */
export function clientNetwork(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  // an IPv4 client seen through a dual-stack socket
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // (an embedded IPv4 tail counts as two groups, but lies beyond the first four anyway)
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = ip.includes('::') ? [...headGroups, ...Array(missing).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
