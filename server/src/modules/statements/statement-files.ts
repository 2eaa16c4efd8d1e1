import { Injectable, type OnModuleInit } from '@nestjs/common';
import { notFound } from '../../platform/errors/domain-error.js';
import { GeneratedFiles, type GeneratedFile } from '../../platform/files/generated-files.js';
import { statementCsv } from './statement-csv.js';
import { statementPdf } from './statement-pdf.js';
import { statementFileName } from './statement-words.js';
import { StatementsService, type AccountStatement } from './statements.service.js';

/**
 * A statement's two files, made from the figures when asked for (never stored): for the downloads,
 * and for the mail on the 1st, whose dispatcher asks GeneratedFiles for them at send time.
 */
@Injectable()
export class StatementFiles implements OnModuleInit {
  constructor(
    private readonly statements: StatementsService,
    private readonly files: GeneratedFiles,
  ) {}

  onModuleInit(): void {
    this.files.register('statement-pdf', ({ customerId, period }) => this.pdf(customerId, period));
    this.files.register('statement-csv', ({ customerId, period }) => this.csv(customerId, period));
  }

  async pdf(customerId: string, month: string): Promise<GeneratedFile> {
    const view = await this.statementOf(customerId, month);
    return {
      filename: statementFileName(month, 'pdf'),
      contentType: 'application/pdf',
      content: await statementPdf(view, this.statements.today()),
    };
  }

  async csv(customerId: string, month: string): Promise<GeneratedFile> {
    const view = await this.statementOf(customerId, month);
    return {
      filename: statementFileName(month, 'csv'),
      contentType: 'text/csv; charset=utf-8',
      content: Buffer.from(statementCsv(view), 'utf8'),
    };
  }

  private async statementOf(customerId: string, month: string): Promise<AccountStatement> {
    const view = await this.statements.of(customerId, month);
    if (!view) throw notFound('There is no statement: the customer has no approved trade account.');
    return view;
  }
}
