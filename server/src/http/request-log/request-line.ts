import pino, { type Logger } from 'pino';

/** What one answered request leaves in the log. */
export interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  route: string | null;
  status: number;
  ms: number;
}

export type RequestLineWriter = (line: RequestLine) => void;

/**
 * The JSON of a method or route pattern, made once each: both are few (the methods the HTTP
 * parser accepts, the routes defined), unlike paths, which are quoted every time.
 */
const quoted = new Map<string, string>();
function quote(name: string): string {
  let json = quoted.get(name);
  if (json === undefined) quoted.set(name, (json = JSON.stringify(name)));
  return json;
}

/**
 * The request lines, the log's most frequent, written straight to the logger's stream as the
 * very JSON pino writes for `child({ reqId }).info({ method, … }, 'request')` — without its
 * generic serialiser, which cost more than answering a cached list. The timestamp string is
 * made once per millisecond, the method's and route's JSON once.
 */
export function requestLineWriter(logger: Logger): RequestLineWriter {
  if (!logger.isLevelEnabled('info')) return () => undefined;
  const stream = (logger as unknown as Record<symbol, { write(line: string): void }>)[pino.symbols.streamSym];
  const base = `,"service":${JSON.stringify((logger.bindings() as { service?: string }).service ?? null)}`;
  let lastMs = 0;
  let lastTime = '';
  return ({ reqId, method, path, route, status, ms }) => {
    const now = Date.now();
    if (now !== lastMs) {
      lastMs = now;
      lastTime = new Date(now).toISOString();
    }
    stream.write(
      `{"level":30,"time":"${lastTime}"${base},"reqId":${JSON.stringify(reqId)},"method":${quote(method)},"path":${path === route ? quote(route) : JSON.stringify(path)},"route":${route === null ? 'null' : quote(route)},"status":${status},"ms":${ms},"msg":"request"}\n`,
    );
  };
}
