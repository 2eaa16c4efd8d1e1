import { Module } from '@nestjs/common';
import { RecallExportController } from './recall-export.controller.js';
import { RecallsResolver } from './recalls.resolver.js';
import { RecallsService } from './recalls.service.js';

/** Recalls and mock recalls of lots: the lookup of every order that received them, the export, the notices. */
@Module({
  controllers: [RecallExportController],
  providers: [RecallsService, RecallsResolver],
})
export class RecallsModule {}
