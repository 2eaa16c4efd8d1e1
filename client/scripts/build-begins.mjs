/**
 * The first step of every client build (build:app): the last build's stamp is forgotten, so that a
 * build that fails or is stopped half-way never leaves dist/ looking like the build it replaced.
 */
import { forgetStamp } from './lib/build-key.mjs';

forgetStamp();
