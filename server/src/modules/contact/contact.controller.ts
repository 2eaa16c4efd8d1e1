import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Public } from '../../http/access/access.decorator.js';
import { Client, type ClientInfo } from '../../http/client-info.js';
import { ContactService } from './contact.service.js';

/** POST /api/Contact: the Contact page's form (a route added beside the legacy ones). */
@Controller('api/Contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Post()
  @HttpCode(200)
  async send(@Body() body: unknown, @Client() client: ClientInfo): Promise<{ received: true }> {
    await this.contact.receive(body, client);
    return { received: true };
  }
}
