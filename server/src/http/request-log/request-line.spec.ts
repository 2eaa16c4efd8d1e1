import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import pino from 'pino';
import { requestLineWriter, type RequestLine } from './request-line.js';

const capture = (level: pino.Level) => {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  return {
    logger: pino({ level, base: { service: 'waters' }, timestamp: pino.stdTimeFunctions.isoTime }, sink),
    lines,
  };
};

describe('request log lines', () => {
  it.each<RequestLine>([
    { reqId: 'r-1', method: 'GET', path: '/odd "path"\\\u2028ü', route: null, status: 404, ms: 0.7 },
    {
      reqId: 'r-2',
      method: 'GET',
      path: '/api/Product/available',
      route: '/api/Product/available',
      status: 200,
      ms: 0.3,
    },
    { reqId: 'r-3', method: 'POST', path: '/api/odd "id"', route: '/api/:id "x"', status: 201, ms: 12 },
  ])('are the JSON pino writes for the same fields, escaped the same way ($path)', (line) => {
    const fast = capture('info');
    const slow = capture('info');
    requestLineWriter(fast.logger)(line);
    const { reqId, ...fields } = line;
    slow.logger.child({ reqId }).info(fields, 'request');
    const withoutTime = (text: string) => ({ ...JSON.parse(text), time: undefined });
    expect(withoutTime(fast.lines[0])).toEqual(withoutTime(slow.lines[0]));
    expect(Object.keys(JSON.parse(fast.lines[0]))).toEqual(Object.keys(JSON.parse(slow.lines[0])));
    expect(JSON.parse(fast.lines[0]).time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(fast.lines[0].endsWith('}\n')).toBe(true);
  });

  it('are not written below the info level', () => {
    const quiet = capture('warn');
    requestLineWriter(quiet.logger)({ reqId: 'r', method: 'GET', path: '/', route: '/', status: 200, ms: 1 });
    expect(quiet.lines).toEqual([]);
  });
});
