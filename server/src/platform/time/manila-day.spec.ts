import { describe, expect, it } from '@jest/globals';
import { manilaDayNamed, manilaDayOf, manilaHour, splitAtManilaMidnights, splitForFigures } from './manila-day.js';

describe('manilaDayOf', () => {
  it.each([
    // UTC instant                 Manila day starts (UTC)       and ends (UTC)
    ['2026-03-15T00:00:00.000Z', '2026-03-14T16:00:00.000Z', '2026-03-15T16:00:00.000Z'],
    ['2026-03-15T15:59:59.999Z', '2026-03-14T16:00:00.000Z', '2026-03-15T16:00:00.000Z'],
    ['2026-03-15T16:00:00.000Z', '2026-03-15T16:00:00.000Z', '2026-03-16T16:00:00.000Z'],
    ['2026-03-14T16:00:00.000Z', '2026-03-14T16:00:00.000Z', '2026-03-15T16:00:00.000Z'],
    ['2026-12-31T20:30:00.000Z', '2026-12-31T16:00:00.000Z', '2027-01-01T16:00:00.000Z'],
    ['2028-02-28T17:00:00.000Z', '2028-02-28T16:00:00.000Z', '2028-02-29T16:00:00.000Z'],
  ])('%s lies in the Manila day [%s, %s)', (now, start, end) => {
    const day = manilaDayOf(new Date(now));
    expect(day.start.toISOString()).toBe(start);
    expect(day.end.toISOString()).toBe(end);
  });
});

describe('manilaDayNamed', () => {
  it('is the Manila midnight-to-midnight interval in UTC', () => {
    expect(manilaDayNamed('2026-03-01')).toEqual({
      start: new Date('2026-02-28T16:00:00Z'),
      end: new Date('2026-03-01T16:00:00Z'),
    });
  });
  it('refuses what is not a calendar day', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', 'today', ''])
      expect(manilaDayNamed(bad)).toBeNull();
  });
});

describe('splitAtManilaMidnights', () => {
  const at = (iso: string) => new Date(iso);
  it('reads a period of whole Manila days from the days alone', () => {
    expect(splitAtManilaMidnights(at('2026-02-28T16:00:00.000Z'), at('2026-03-02T16:00:00.000Z'))).toEqual({
      days: { first: '2026-03-01', end: '2026-03-03' },
      edges: [],
    });
  });
  it('cuts the parts of a day at either end', () => {
    expect(splitAtManilaMidnights(at('2026-03-01T01:00:00.000Z'), at('2026-03-03T00:00:00.001Z'))).toEqual({
      days: { first: '2026-03-02', end: '2026-03-03' },
      edges: [
        { day: '2026-03-01', from: at('2026-03-01T01:00:00.000Z'), to: at('2026-03-01T16:00:00.000Z') },
        { day: '2026-03-03', from: at('2026-03-02T16:00:00.000Z'), to: at('2026-03-03T00:00:00.001Z') },
      ],
    });
  });
  it('keeps a period that holds no whole day as its parts of one or two days', () => {
    for (const [from, to, day] of [
      ['2026-03-01T01:00:00.000Z', '2026-03-01T02:00:00.000Z', '2026-03-01'],
      ['2026-02-28T16:00:00.000Z', '2026-03-01T15:59:59.999Z', '2026-03-01'],
      ['2026-03-01T15:00:00.000Z', '2026-03-01T16:00:00.000Z', '2026-03-01'],
    ]) {
      expect(splitAtManilaMidnights(at(from!), at(to!))).toEqual({
        days: null,
        edges: [{ day, from: at(from!), to: at(to!) }],
      });
    }
    for (const [from, to] of [
      ['2026-03-01T15:00:00.000Z', '2026-03-01T17:00:00.000Z'],
      ['2026-03-01T01:00:00.000Z', '2026-03-02T15:59:59.999Z'],
    ]) {
      expect(splitAtManilaMidnights(at(from!), at(to!))).toEqual({
        days: null,
        edges: [
          { day: '2026-03-01', from: at(from!), to: at('2026-03-01T16:00:00.000Z') },
          { day: '2026-03-02', from: at('2026-03-01T16:00:00.000Z'), to: at(to!) },
        ],
      });
    }
    expect(splitAtManilaMidnights(at('2026-03-01T02:00:00.000Z'), at('2026-03-01T02:00:00.000Z'))).toEqual({
      days: null,
      edges: [],
    });
  });
});

describe('splitForFigures', () => {
  const at = (iso: string) => new Date(iso);
  it('names the Manila hour of an instant', () => {
    expect(manilaHour(at('2026-03-01T15:59:59.999Z'))).toBe('2026-03-01 23');
    expect(manilaHour(at('2026-03-01T16:00:00.000Z'))).toBe('2026-03-02 00');
  });
  it('reads the whole hours of a partial day from the hours and only the minutes around them from the orders', () => {
    // 13:37 Manila on 1 March to 10:20 Manila on 3 March.
    expect(splitForFigures(at('2026-03-01T05:37:00.000Z'), at('2026-03-03T02:20:00.000Z'))).toEqual({
      days: { first: '2026-03-02', end: '2026-03-03' },
      hours: [
        { day: '2026-03-01', first: '2026-03-01 14', end: '2026-03-02 00' },
        { day: '2026-03-03', first: '2026-03-03 00', end: '2026-03-03 10' },
      ],
      stretches: [
        { day: '2026-03-01', from: at('2026-03-01T05:37:00.000Z'), to: at('2026-03-01T06:00:00.000Z') },
        { day: '2026-03-03', from: at('2026-03-03T02:00:00.000Z'), to: at('2026-03-03T02:20:00.000Z') },
      ],
    });
  });
  it('keeps whole hours whole and a stretch holding no whole hour as it is', () => {
    expect(splitForFigures(at('2026-03-01T05:00:00.000Z'), at('2026-03-01T07:00:00.000Z'))).toEqual({
      days: null,
      hours: [{ day: '2026-03-01', first: '2026-03-01 13', end: '2026-03-01 15' }],
      stretches: [],
    });
    expect(splitForFigures(at('2026-03-01T05:01:00.000Z'), at('2026-03-01T06:59:00.000Z'))).toEqual({
      days: null,
      hours: [],
      stretches: [{ day: '2026-03-01', from: at('2026-03-01T05:01:00.000Z'), to: at('2026-03-01T06:59:00.000Z') }],
    });
  });
});
