import { Global, Injectable, Module } from '@nestjs/common';

/** The kinds of file made on demand, each registered by the module that makes it: a statement's PDF and CSV. */
export type FileKind = 'statement-pdf' | 'statement-csv';

/** A file to make when it is needed (a mail's attachment made at send time): its kind, whose, and of which period. */
export interface FileRequest {
  readonly kind: FileKind;
  readonly customerId: string;
  /** What the kind reads it as ("2026-12" for a statement). */
  readonly period: string;
}

/** A made file, as a mail attaches it. */
export interface GeneratedFile {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer;
}

export type FileMaker = (request: FileRequest) => Promise<GeneratedFile>;

/**
 * Files made on demand by kind. The module that can make a kind registers it when it starts; one
 * that needs a file asks for it by kind without importing that module (the mail dispatcher makes a
 * statement's PDF when it sends the statement, so the file is never stored).
 */
@Injectable()
export class GeneratedFiles {
  private readonly makers = new Map<FileKind, FileMaker>();

  register(kind: FileKind, maker: FileMaker): void {
    if (this.makers.has(kind)) throw new Error(`Generated files: ${kind} is registered twice`);
    this.makers.set(kind, maker);
  }

  /** Makes the file; an unknown kind throws (the caller tries again later, as with any failure). */
  make(request: FileRequest): Promise<GeneratedFile> {
    const maker = this.makers.get(request.kind);
    if (!maker) return Promise.reject(new Error(`Generated files: no maker for ${request.kind}`));
    return maker(request);
  }
}

/** One registry for the whole application. */
@Global()
@Module({ providers: [GeneratedFiles], exports: [GeneratedFiles] })
export class GeneratedFilesModule {}
