import { Global, Module } from '@nestjs/common';
import { PlacesResolver } from './places.resolver.js';
import { psgc, PsgcDirectory } from './psgc-directory.js';

/** The PSGC places (one directory per process) and their pick-lists; addresses and zones code their places with it. */
@Global()
@Module({
  providers: [{ provide: PsgcDirectory, useFactory: psgc }, PlacesResolver],
  exports: [PsgcDirectory],
})
export class PlacesModule {}
