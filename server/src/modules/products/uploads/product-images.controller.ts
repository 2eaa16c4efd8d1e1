import { Body, Controller, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Roles, KeyScope } from '../../../http/access/access.decorator.js';
import { Role } from '../../../platform/identity/role.js';
import { ImageRefusedError } from './image-variants.js';
import { ProductImageStore } from './product-image-store.js';
import { UPLOAD_MESSAGES } from './upload-rules.js';
import { UPLOAD_ROUTE, UploadedBytes } from './uploaded-bytes.js';

const CODE_OF = { 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' } as const;

/**
 * POST /api/uploads/product-images (employees; not part of the legacy contract): the body is the
 * picture itself. Answers 201 with { url, width, height, widths }; the url is then saved as the
 * product's image through addProduct/editProduct like any other address.
 */
@Controller()
export class ProductImagesController {
  constructor(private readonly store: ProductImageStore) {}

  @Roles(Role.Employee)
  @KeyScope('products:write')
  @Post(UPLOAD_ROUTE.slice(1))
  async upload(@Body() body: unknown, @Res() reply: FastifyReply) {
    // A JSON body reaches here too (the JSON parser is global): it is not a picture either.
    const refused = (status: 413 | 415, message: string) =>
      reply.status(status).send({ statusCode: status, code: CODE_OF[status], message });
    if (!(body instanceof UploadedBytes)) return refused(415, UPLOAD_MESSAGES.unsupported);
    try {
      return reply.status(201).send(await this.store.save(body.bytes));
    } catch (error) {
      if (error instanceof ImageRefusedError) return refused(error.status, error.message);
      throw error;
    }
  }
}
