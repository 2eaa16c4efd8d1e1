import { Inject, Injectable } from '@nestjs/common';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.token.js';
import { writeWholeFile } from '../../../platform/files/whole-files.js';
import { ImageWork } from './image-work.js';
import { UPLOADS_URL_PREFIX } from './upload-rules.js';

/** What the caller gets back: the address to save as the product image, and the picture's size. */
export interface StoredImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  /** Smaller variants (AVIF and WebP) exist at these widths: `<name>-<width>.avif|webp`. */
  readonly widths: readonly number[];
}

/** The folder of uploaded product pictures inside UPLOADS_DIR. */
export const productImagesDir = (config: Pick<AppConfig, 'uploadsDir'>) => resolve(config.uploadsDir, 'products');

/**
 * Keeps uploaded product pictures under UPLOADS_DIR/products with content-hashed names: a
 * name never changes meaning, so browsers may cache it for a year, and the same picture
 * uploaded again is the same file.
 */
@Injectable()
export class ProductImageStore {
  private readonly dir: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly images: ImageWork,
  ) {
    this.dir = productImagesDir(config);
  }

  async save(bytes: Buffer): Promise<StoredImage> {
    const image = await this.images.variants(bytes);
    await mkdir(this.dir, { recursive: true });
    const written: string[] = [];
    try {
      for (const file of image.files) if (await this.writeOnce(file.name, file.bytes)) written.push(file.name);
    } catch (error) {
      // A full volume midway: none of this picture's files stay (those already there were another upload's).
      await Promise.all(written.map((name) => rm(join(this.dir, name), { force: true })));
      throw error;
    }
    return {
      url: `${UPLOADS_URL_PREFIX}${image.hash}.webp`,
      width: image.width,
      height: image.height,
      widths: image.widths,
    };
  }

  /** Writes the file unless it is there already (the same picture uploaded before); whether it wrote it. */
  private async writeOnce(name: string, bytes: Buffer): Promise<boolean> {
    const target = join(this.dir, name);
    const exists = await stat(target).then(
      () => true,
      () => false,
    );
    if (!exists) await writeWholeFile(target, bytes);
    return !exists;
  }
}
