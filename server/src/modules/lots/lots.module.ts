import { Module } from '@nestjs/common';
import { LabelsResolver } from './labels/labels.resolver.js';
import { LabelsService } from './labels/labels.service.js';
import { LotAllocator } from './lot-allocator.js';
import { LotsResolver } from './lots.resolver.js';
import { LotsService } from './lots.service.js';

/** Production lots, their stock and best-before, and packing from them (first expired, first out). */
@Module({
  providers: [LotsService, LotAllocator, LotsResolver, LabelsService, LabelsResolver],
  exports: [LotsService, LotAllocator],
})
export class LotsModule {}
