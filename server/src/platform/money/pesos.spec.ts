import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors/domain-error.js';
import { bigintNumber, centavosToPesos, pesosToCentavos } from './pesos.js';

function domainErrorOf(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a DomainError, but nothing was thrown');
}

describe('pesosToCentavos', () => {
  it.each([
    [0, 0],
    [1, 100],
    [125.5, 12550],
    [19.99, 1999],
    [1234.56, 123456],
    [0.1 + 0.2, 30],
    [0.07, 7],
    [1.15, 115],
    [4.35, 435],
    [1_000_000, 100_000_000],
    [999_999.99, 99_999_999],
  ])('converts %p pesos to exactly %p centavos despite binary floating point', (pesos, centavos) => {
    expect(pesosToCentavos(pesos)).toBe(centavos);
  });

  it('returns integers', () => {
    for (const pesos of [19.99, 1234.56, 0.29, 8.2, 33.33]) expect(Number.isInteger(pesosToCentavos(pesos))).toBe(true);
  });

  it.each([1.005, 19.999, 0.001, 1234.567])('rejects %p, which has more than two decimal places', (pesos) => {
    const error = domainErrorOf(() => pesosToCentavos(pesos));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fields).toHaveProperty('price');
  });

  it.each([NaN, Infinity, -Infinity])('rejects %p', (pesos) => {
    expect(domainErrorOf(() => pesosToCentavos(pesos)).code).toBe('BAD_USER_INPUT');
  });

  it.each(['12.5', null, undefined, {}, [], true, 10n])('rejects the non-number %p', (value) => {
    expect(domainErrorOf(() => pesosToCentavos(value as unknown as number)).code).toBe('BAD_USER_INPUT');
  });

  it('names the given field in the error', () => {
    const error = domainErrorOf(() => pesosToCentavos(NaN, 'totalAmount'));
    expect(error.message).toContain('totalAmount');
    expect(error.fields).toHaveProperty('totalAmount');
  });
});

describe('centavosToPesos', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [12550, 125.5],
    [1999, 19.99],
    [123456, 1234.56],
    [100_000_000, 1_000_000],
  ])('converts %p centavos to %p pesos', (centavos, pesos) => {
    expect(centavosToPesos(centavos)).toBe(pesos);
  });

  it('round-trips with pesosToCentavos', () => {
    for (const pesos of [0.01, 19.99, 1234.56, 999_999.99]) expect(centavosToPesos(pesosToCentavos(pesos))).toBe(pesos);
  });
});

describe('bigintNumber transformer', () => {
  it('reads MySQL BIGINT strings as numbers', () => {
    expect(bigintNumber.from('123')).toBe(123);
    expect(bigintNumber.from('0')).toBe(0);
  });

  it('reads SQLite numbers unchanged', () => {
    expect(bigintNumber.from(456)).toBe(456);
  });

  it('keeps NULL as null', () => {
    expect(bigintNumber.from(null)).toBeNull();
  });

  it('writes values unchanged', () => {
    expect(bigintNumber.to(789)).toBe(789);
    expect(bigintNumber.to(null)).toBeNull();
    expect(bigintNumber.to(undefined)).toBeUndefined();
  });
});
