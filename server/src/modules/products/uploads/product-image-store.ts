import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.token.js';
import { writeWholeFile } from '../../../platform/files/whole-files.js';
import { ImageWork } from './image-work.js';
import { UPLOADS_URL_PREFIX, VARIANT_WIDTHS } from './upload-rules.js';

/** What the caller gets back: the address to save as the product image, and the picture's size. */
export interface StoredImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  /**
   * Widths below the full size, made smaller. Files exist at every one of 480 and 960
   * (`<name>-<width>.avif|webp`): at a width the picture does not exceed, the full-size file.
   */
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
export class ProductImageStore implements OnApplicationBootstrap {
  private readonly logger = new Logger(ProductImageStore.name);
  private readonly dir: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly images: ImageWork,
  ) {
    this.dir = productImagesDir(config);
  }

  /** In the background at start: pictures uploaded before every width had its files get them. */
  onApplicationBootstrap(): void {
    void this.fillMissingWidths().then(
      (filled) => filled > 0 && this.logger.log(`Product pictures: ${filled} missing width file(s) written.`),
      (error: unknown) =>
        this.logger.warn(`Product pictures: missing width files not written (${(error as Error).message}).`),
    );
  }

  /**
   * A picture narrower than a width had no file for it (the pages' srcset names every width): the
   * full-size file is that width's. Returns how many files it wrote.
   */
  async fillMissingWidths(): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return 0; // nothing uploaded yet
    }
    const present = new Set(names);
    let filled = 0;
    for (const name of names) {
      const full = /^([0-9a-f]{24})\.(webp|avif)$/.exec(name);
      if (!full) continue;
      for (const width of VARIANT_WIDTHS) {
        const variant = `${full[1]}-${width}.${full[2]}`;
        if (present.has(variant)) continue;
        await writeWholeFile(join(this.dir, variant), await readFile(join(this.dir, name)));
        filled++;
      }
    }
    return filled;
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
