import { expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

it('an IPv4 address is its own network, also when seen through a dual-stack socket', () => {
  expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
  expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
});

it('every address of an IPv6 /64 is one network, however it is written', () => {
  const net = '2001:db8:1:2::/64';
  expect(clientNetwork('2001:db8:1:2::1')).toBe(net);
  expect(clientNetwork('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe(net);
  expect(clientNetwork('2001:DB8:1:2:0:0:0:ffff')).toBe(net);
  expect(clientNetwork('2001:db8:1:3::1')).not.toBe(net);
  expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
});

it('anything else is kept as it is', () => {
  expect(clientNetwork('unknown')).toBe('unknown');
});
