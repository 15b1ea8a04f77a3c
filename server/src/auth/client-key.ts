import { isIPv6 } from 'node:net';

/**
 * What the login and registration limits count a client by: its IPv4 address, or its IPv6
 * address's /64 network, any address of which a single client can usually take (an IPv4 address
 * written as IPv6, `::ffff:192.0.2.1`, is that IPv4 address).
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const ip = address.replace(/%.*$/, '');
  if (!isIPv6(ip)) return address;
  const [head = '', tail] = ip.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
