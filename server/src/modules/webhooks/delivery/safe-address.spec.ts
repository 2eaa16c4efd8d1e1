import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isSafeAddress } from './safe-address.js';

/** The refused ranges again, as numbers: an oracle written independently of the BlockList. */
const V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const v4Number = (text: string): number => text.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
const v4Text = (value: number): string => [24, 16, 8, 0].map((shift) => (value >>> shift) & 0xff).join('.');
const v4Refused = (value: number): boolean =>
  V4.some(
    ([network, prefix]) =>
      Math.floor(value / 2 ** (32 - prefix)) === Math.floor(v4Number(network) / 2 ** (32 - prefix)),
  );

/** Named IPv6 ranges, as [first 16-bit group, prefix length within it or beyond]. */
const V6: [bigint, number][] = [
  [0n, 128], // ::
  [1n, 128], // ::1
  [0xfc00n << 112n, 7],
  [0xfe80n << 112n, 10],
  [0xff00n << 112n, 8],
  [0x2001_0db8n << 96n, 32],
  [0x3fffn << 112n, 20],
  [0x2001n << 112n, 32], // Teredo
  [0x0100n << 112n, 64], // discard-only
];

const hex = (value: number): string => value.toString(16);
const groupsOf = (value: bigint): number[] =>
  Array.from({ length: 8 }, (_, index) => Number((value >> BigInt(112 - 16 * index)) & 0xffffn));
const fullV6 = (groups: number[]): string => groups.map(hex).join(':');
/** The canonical, compressed spelling (::ffff:7f00:1) as the URL parser writes it. */
const shortV6 = (groups: number[]): string => new URL(`http://[${fullV6(groups)}]`).hostname.slice(1, -1);

const inV4Range = fc
  .constantFrom(...V4)
  .chain(([network, prefix]) =>
    fc.integer({ min: 0, max: 2 ** (32 - prefix) - 1 }).map((offset) => v4Number(network) + offset),
  );
const publicV4 = fc.integer({ min: 0, max: 2 ** 32 - 1 }).filter((value) => !v4Refused(value));
const inV6Range = fc
  .constantFrom(...V6)
  .chain(([network, prefix]) =>
    fc.bigInt({ min: 0n, max: 2n ** BigInt(128 - prefix) - 1n }).map((offset) => groupsOf(network + offset)),
  );
/** Global unicast 2000::/3, less the named ranges and 6to4 (which stands for an IPv4 address). */
const publicV6 = fc
  .bigInt({ min: 0n, max: 2n ** 125n - 1n })
  .map((offset) => groupsOf((0x2000n << 112n) + offset))
  .filter(
    (groups) =>
      groups[0] !== 0x2002 &&
      !(groups[0] === 0x2001 && groups[1] <= 0x01ff) &&
      !(groups[0] === 0x2001 && groups[1] === 0x0db8) &&
      (groups[0] & 0xfff0) !== 0x3ff0,
  );

/** Every IPv6 spelling that lands on this IPv4 address. */
function v6Forms(value: number): string[] {
  const high = Math.floor(value / 0x10000);
  const low = value & 0xffff;
  const text = v4Text(value);
  return [
    `::ffff:${text}`,
    `::ffff:${hex(high)}:${hex(low)}`,
    `0:0:0:0:0:ffff:${text}`,
    `64:ff9b::${text}`,
    `64:ff9b::${hex(high)}:${hex(low)}`,
    `2002:${hex(high)}:${hex(low)}::1`,
  ];
}

describe('isSafeAddress', () => {
  it('refuses every IPv4 address in a refused range, and its IPv4-mapped, NAT64 and 6to4 spellings', () => {
    fc.assert(
      fc.property(inV4Range, (value) => {
        expect(isSafeAddress(v4Text(value))).toBe(false);
        for (const form of v6Forms(value)) expect([form, isSafeAddress(form)]).toEqual([form, false]);
      }),
    );
  });

  it('allows every other IPv4 address, in each spelling', () => {
    fc.assert(
      fc.property(publicV4, (value) => {
        expect(isSafeAddress(v4Text(value))).toBe(true);
        for (const form of v6Forms(value)) expect([form, isSafeAddress(form)]).toEqual([form, true]);
      }),
    );
  });

  it('refuses every IPv6 address in a refused range, however it is written', () => {
    fc.assert(
      fc.property(inV6Range, (groups) => {
        expect(isSafeAddress(fullV6(groups))).toBe(false);
        expect(isSafeAddress(shortV6(groups))).toBe(false);
      }),
    );
  });

  it('refuses everything outside global unicast 2000::/3', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }), (value) => {
        const groups = groupsOf(value);
        fc.pre(
          groups[0] >> 13 !== 1 &&
            !(groups.slice(0, 6).join() === '0,0,0,0,0,65535' || groups.slice(0, 6).join() === '100,65435,0,0,0,0'),
        );
        expect(isSafeAddress(shortV6(groups))).toBe(false);
      }),
    );
  });

  it('allows public IPv6 addresses', () => {
    fc.assert(
      fc.property(publicV6, (groups) => {
        expect(isSafeAddress(fullV6(groups))).toBe(true);
        expect(isSafeAddress(shortV6(groups))).toBe(true);
      }),
    );
  });

  it.each([
    ['127.0.0.1', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['::', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['64:ff9b::10.0.0.1', false],
    ['64:ff9b::a00:1', false],
    ['fd12::1', false],
    ['fe80::1%eth0', false],
    ['ff02::1', false],
    ['localhost', false],
    ['', false],
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['2a00:1450:4001:80b::200e', true],
  ])('%s → %s', (address, safe) => {
    expect(isSafeAddress(address)).toBe(safe);
  });
});
