import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../access/access.decorator.js';
import { encodeLikeOnTheFly, sendEncoded } from '../encoded-body.js';
import { OPENAPI_DOCUMENT } from './openapi-document.js';
import { OPENAPI_ROUTE } from './openapi-route.js';

/** The document never changes while the server runs: serialised, compressed and given its ETag once. */
const DOCUMENT = encodeLikeOnTheFly(Buffer.from(JSON.stringify(OPENAPI_DOCUMENT)));

/** GET /api/openapi.json: the OpenAPI 3.1 description of /api, public and cacheable (no XSRF cookie, see route-policy.ts). */
@Controller()
export class OpenApiController {
  @Public()
  @Get(OPENAPI_ROUTE.slice(1))
  document(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendEncoded(
      request,
      reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300'),
      DOCUMENT,
    );
  }
}
