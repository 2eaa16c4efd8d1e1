import { Module } from '@nestjs/common';
import { LabelsResolver } from './labels/labels.resolver.js';
import { LabelsService } from './labels/labels.service.js';
import { LotAllocator } from './lot-allocator.js';
import { LotsResolver } from './lots.resolver.js';
import { LotsService } from './lots.service.js';
import { LotWatch } from './watch/lot-watch.js';
import { LotWatchTimer } from './watch/lot-watch-timer.js';

/** Production lots, their stock and best-before, and packing from them (first expired, first out). */
@Module({
  providers: [LotsService, LotAllocator, LotsResolver, LabelsService, LabelsResolver, LotWatch, LotWatchTimer],
  exports: [LotsService, LotAllocator],
})
export class LotsModule {}
