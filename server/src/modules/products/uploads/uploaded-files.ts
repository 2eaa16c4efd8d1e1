import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { basename } from 'node:path';
import type { AppConfig } from '../../../config/app-config.js';
import { productImagesDir } from './product-image-store.js';
import { UPLOADED_FILE_NAME, UPLOADS_URL_PREFIX } from './upload-rules.js';
import { registerUploadedBytesParser } from './uploaded-bytes.js';

/**
 * Uploads, both ways: the upload route's body parser, and the stored pictures served from
 * UPLOADS_DIR/products under /uploads/products/. Their names are content hashes, so they are
 * cached for a year; only names the store writes are served (no listing, no partial files).
 */
export async function registerProductImageUploads(
  fastify: FastifyInstance,
  config: AppConfig,
  otherPictureRoutes: readonly string[] = [],
): Promise<void> {
  registerUploadedBytesParser(fastify, otherPictureRoutes);
  const root = productImagesDir(config);
  mkdirSync(root, { recursive: true });
  const { default: fastifyStatic } = await import('@fastify/static');
  await fastify.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    allowedPath: (path) => UPLOADED_FILE_NAME.test(basename(path)),
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
}
