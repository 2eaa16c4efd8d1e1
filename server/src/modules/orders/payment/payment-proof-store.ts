import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parsePaymentProofsDir, type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.token.js';
import { writeWholeFile } from '../../../platform/files/whole-files.js';
import { ImageWork } from '../../products/uploads/image-work.js';

/** A receipt stays readable at this width; a larger photo is scaled down. */
const PROOF_WIDTH = 1600;
/** The only names the store writes: the order's id and a random part (never a name sent by the customer). */
const PROOF_NAME = /^\d{1,10}-[0-9a-f]{16}\.webp$/;

/**
 * Proofs of payment, kept in PAYMENT_PROOFS_DIR, a folder nothing serves: they are read only
 * through their order's route, by the order's customer and the staff.
 */
@Injectable()
export class PaymentProofStore {
  private readonly dir: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly images: ImageWork,
  ) {
    // Checked again here: a configuration built in code (not from the environment) must keep the rule too.
    this.dir = resolve(parsePaymentProofsDir(config.paymentProofsDir, [config.uploadsDir, config.clientDir]));
  }

  /** Judges, cleans and stores the picture; answers the stored name (ImageRefusedError when it is not one). */
  async save(orderId: number, bytes: Buffer): Promise<string> {
    const webp = await this.images.webp(bytes, PROOF_WIDTH);
    await mkdir(this.dir, { recursive: true });
    const name = `${orderId}-${randomBytes(8).toString('hex')}.webp`;
    await writeWholeFile(join(this.dir, name), webp);
    return name;
  }

  read(name: string): Promise<Buffer> {
    return readFile(this.pathOf(name));
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  /** Where a stored proof is (tests look for it there). */
  pathOf(name: string): string {
    if (!PROOF_NAME.test(name)) throw new Error(`Not a stored proof name: ${name}`);
    return join(this.dir, name);
  }
}
