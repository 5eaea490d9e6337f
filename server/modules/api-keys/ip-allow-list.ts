// A key's IP allow-list (issue 39): addresses and CIDR ranges, IPv4 and IPv6, checked with
// Node's BlockList (an IPv4 client reached over IPv6 as ::ffff:a.b.c.d is read as its IPv4).
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../lib/app-error.ts';

/** The entry written canonically ("203.0.113.0/24", "2001:db8::/32"), or an AppError. */
export function canonicalEntry(entry: string): string {
  const [address = '', bits, extra] = entry.trim().split('/');
  const family = isIP(address);
  const max = family === 4 ? 32 : 128;
  if (family === 0 || extra !== undefined) throw new AppError('API_KEY_IP_INVALID');
  if (bits === undefined) return address.toLowerCase();
  const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : -1;
  if (prefix < 0 || prefix > max) throw new AppError('API_KEY_IP_INVALID');
  return `${address.toLowerCase()}/${prefix}`;
}

/** Whether `ip` is on the list (an empty list lets every address through). */
export function allowedFrom(list: readonly string[], ip: string): boolean {
  if (list.length === 0) return true;
  const blocks = new BlockList();
  for (const entry of list) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(bits), type);
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const client = mapped ? (mapped[1] as string) : ip;
  const family = isIP(client);
  if (family === 0) return false;
  return blocks.check(client, family === 6 ? 'ipv6' : 'ipv4');
}
