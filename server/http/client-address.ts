/**
 * The client address the rate limits count by: the request's address (`req.ip`, which follows
 * LP_TRUST_PROXY behind a load balancer), with an IPv6 address cut to its /64 prefix. One host
 * usually holds a whole /64, so counting single IPv6 addresses would give it 2^64 buckets.
 */
import { isIPv6 } from 'node:net';
import type { Request } from 'express';

/** The /64 prefix of an IPv6 address (`2001:db8:1:2::/64`); an IPv4 address as it is. */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back]
    : front;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The rate-limit bucket of the request's client. */
export function clientAddress(req: Request): string {
  return addressBucket(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}
