import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller.js';
import { ContactResolver } from './contact.resolver.js';
import { ContactService } from './contact.service.js';

@Module({
  controllers: [ContactController],
  providers: [ContactService, ContactResolver],
})
export class ContactModule {}
