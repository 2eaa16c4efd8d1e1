/**
 * The platform's own floor: Fastify with no plugins and no hooks answering the app's captured
 * bytes (GET and POST as the bare node:http server does). What the app spends beyond this is its
 * own work; what this spends beyond bare node:http is the framework's.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const answers = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([method, a]) => [
    method,
    { status: a.status, type: a.contentType, body: Buffer.from(a.body, 'base64') },
  ]),
);
const app = Fastify({ logger: false });
const send = (answer) => (_request, reply) => reply.status(answer.status).type(answer.type).send(answer.body);
app.get('/api/Product/available', send(answers.GET));
app.post('/graphql', send(answers.POST));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`bare fastify listening on ${address}`);
