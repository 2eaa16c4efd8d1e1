/**
 * The baseline: plain node:http answering the app's captured bytes. GET, POST and GET /home
 * answer the body with only its type and length; /same/<case> answers every byte a case's answer
 * had (status, each header the app sent, body): bare means the very same bytes (docs/performance.md).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const prepared = (file) =>
  Object.fromEntries(
    Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([key, a]) => {
      const body = Buffer.from(a.body, 'base64');
      const headers = a.headers
        ? [...a.headers.flat(), 'content-length', String(body.length)]
        : { 'content-type': a.contentType, 'content-length': body.length };
      return [key, { status: a.status, headers, body }];
    }),
  );
const answers = prepared(process.argv[2]);
const same = process.argv[3] ? prepared(process.argv[3]) : {};
createServer((req, res) => {
  const answer =
    (req.url.startsWith('/same/') && same[req.url.slice(6)]) ||
    (req.method === 'GET' && req.url === '/home' && answers.PAGE) ||
    answers[req.method] ||
    answers.GET;
  req.resume().on('end', () => res.writeHead(answer.status, answer.headers).end(answer.body));
}).listen(0, '127.0.0.1', function () {
  console.log(`bare server listening on http://127.0.0.1:${this.address().port}`);
});
