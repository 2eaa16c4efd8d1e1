/**
 * The baseline: plain node:http answering the app's captured bytes (GET, POST and GET /home each
 * their own); GET /with-headers answers the REST bytes with every header the app sent as well.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([method, a]) => {
    const body = Buffer.from(a.body, 'base64');
    const headers = a.headers ? [...a.headers.flat(), 'content-length', String(body.length)] : { 'content-type': a.contentType, 'content-length': body.length };
    return [method, { status: a.status, headers, body }];
  }),
);
createServer((req, res) => {
  const answer = (req.method === 'GET' && req.url === '/home' && answers.PAGE) || (req.url === '/with-headers' && answers.GET_WITH_HEADERS) || answers[req.method] || answers.GET;
  req.resume().on('end', () => res.writeHead(answer.status, answer.headers).end(answer.body));
}).listen(0, '127.0.0.1', function () {
  console.log(`bare server listening on http://127.0.0.1:${this.address().port}`);
});
