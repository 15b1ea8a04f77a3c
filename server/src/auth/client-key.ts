import { isIPv6 } from 'node:net';

/**
 * What the login and registration limits count a client by: its IPv4 address, or its IPv6
 * address's /64 network, any address of which a single client can usually take. An IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`, `::ffff:c000:201`) is that IPv4 address, however it is
 * spelt: otherwise every IPv4 client written so would share the one network `0:0:0:0::/64`.
 */
export function clientKey(address: string): string {
  // A zone (`fe80::1%eth0`) names the server's interface, not the client.
  const ip = address.replace(/%.*$/, '');
  if (!isIPv6(ip)) return address;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The eight 16-bit groups of a valid IPv6 address: `::` expanded, and a dotted IPv4 ending
 * (`::ffff:192.0.2.1`) read as the two groups it stands for, so that it is counted as two.
 */
function ipv6Groups(ip: string): number[] {
  const hex = ip.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) =>
    [(+a << 8) | +b, (+c << 8) | +d].map((group) => group.toString(16)).join(':'),
  );
  const [head = '', tail] = hex.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return groups.map((group) => Number.parseInt(group, 16));
}
