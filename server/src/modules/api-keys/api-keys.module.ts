import { Module } from '@nestjs/common';
import { API_KEY_CHECK } from '../../http/access/api-key-check.js';
import { ApiKeysResolver } from './api-keys.resolver.js';
import { ApiKeysService } from './api-keys.service.js';

@Module({
  providers: [ApiKeysService, ApiKeysResolver, { provide: API_KEY_CHECK, useExisting: ApiKeysService }],
  exports: [API_KEY_CHECK],
})
export class ApiKeysModule {}
