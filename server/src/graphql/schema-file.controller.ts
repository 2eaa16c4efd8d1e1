import { Controller, Get, Header, Headers, Res } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { Public } from '../http/access/access.decorator.js';
import { schemaText } from './schema-file.js';

/** The schema as SDL for anyone's tools, whatever introspection allows: the bytes of the repository's schema.graphql. */
@Controller('graphql')
export class SchemaFileController {
  private file: { text: string; etag: string } | null = null;

  constructor(private readonly host: GraphQLSchemaHost) {}

  @Public()
  @Get('schema.graphql')
  @Header('cache-control', 'public, max-age=300')
  schema(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() reply: FastifyReply): FastifyReply {
    this.file ??= this.print();
    reply.header('etag', this.file.etag);
    if (ifNoneMatch === this.file.etag) return reply.code(304).send();
    return reply.type('text/plain; charset=utf-8').send(this.file.text);
  }

  private print(): { text: string; etag: string } {
    const text = schemaText(this.host.schema);
    return { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` };
  }
}
