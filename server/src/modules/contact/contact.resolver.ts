import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/auth/access.decorator.js';
import { Client, type ClientInfo } from '../../common/http/client-info.js';
import { ContactService } from './contact.service.js';
import { ContactMessageInput } from './dto/contact-message.input.js';

@Resolver()
export class ContactResolver {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Mutation(() => Boolean, { description: "Sends a message from the Contact page to the company (and an acknowledgement to the sender). True once it is received." })
  async sendContactMessage(@Args('input') input: ContactMessageInput, @Client() client: ClientInfo): Promise<boolean> {
    await this.contact.receive(input, client);
    return true;
  }
}
