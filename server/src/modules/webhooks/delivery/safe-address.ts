import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may never be sent: a customer-supplied URL must not reach our own machine, the
 * private network behind it or the cloud metadata service (SSRF). IANA's special-purpose registry,
 * less the few globally reachable exceptions that no receiver needs.
 */
const REFUSED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, including the metadata service 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including the broadcast 255.255.255.255
];

const REFUSED_V6: [string, number][] = [
  ['::', 3], // not global unicast: unspecified ::, loopback ::1, IPv4-compatible, SIIT, 64:ff9b:1::/48, discard 100::/64
  ['4000::', 2], // not global unicast
  ['8000::', 1], // not global unicast: fc00::/7 unique-local, fe80::/10 link-local, fec0::/10 site-local, ff00::/8 multicast
  ['fc00::', 7], // (named for the reader: inside 8000::/1)
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking 2001:2::/48, ORCHID
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
];

function blockList(ranges: [string, number][], type: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, type);
  return list;
}

const refusedV4 = blockList(REFUSED_V4, 'ipv4');
const refusedV6 = blockList(REFUSED_V6, 'ipv6');

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const dottedQuad = (high: number, low: number): string => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
const startsWith = (groups: number[], prefix: number[]): boolean =>
  prefix.every((group, index) => groups[index] === group);

/**
 * The IPv4 address an IPv6 one stands for, where the packet would end up there: IPv4-mapped
 * (::ffff:a.b.c.d, what a dual-stack socket connects to), NAT64 64:ff9b::/96 and 6to4 2002::/16.
 */
function embeddedV4(groups: number[]): string | null {
  if (startsWith(groups, [0, 0, 0, 0, 0, 0xffff]) || startsWith(groups, [0x64, 0xff9b, 0, 0, 0, 0]))
    return dottedQuad(groups[6], groups[7]);
  if (groups[0] === 0x2002) return dottedQuad(groups[1], groups[2]);
  return null;
}

/** Whether a webhook may connect to this IP address (false for anything that is not one). */
export function isSafeAddress(address: string): boolean {
  const plain = address.replace(/%.*$/, ''); // a zone id (fe80::1%eth0) says nothing about the range
  const version = isIP(plain);
  if (version === 4) return !refusedV4.check(plain, 'ipv4');
  if (version !== 6) return false;
  const v4 = embeddedV4(ipv6Groups(plain));
  if (v4 !== null) return !refusedV4.check(v4, 'ipv4');
  return !refusedV6.check(plain, 'ipv6');
}
