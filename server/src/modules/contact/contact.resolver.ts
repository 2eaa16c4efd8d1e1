import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Roles, PeopleOnly } from '../../http/access/access.decorator.js';
import { Role } from '../../platform/identity/role.js';
import { connectionComplexity, connectionOf, PageArgs, type Connection } from '../../graphql/connection.js';
import { ContactMessageConnection, ContactMessageModel } from './models/contact-message.model.js';
import { Public } from '../../http/access/access.decorator.js';
import { Client, type ClientInfo } from '../../http/client-info.js';
import { ContactService } from './contact.service.js';
import { ContactMessageInput } from './dto/contact-message.input.js';

@Resolver()
export class ContactResolver {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Sends a message from the Contact page to the company (and an acknowledgement to the sender). True once it is received.',
  })
  async sendContactMessage(@Args('input') input: ContactMessageInput, @Client() client: ClientInfo): Promise<boolean> {
    await this.contact.receive(input, client);
    return true;
  }

  @Roles(Role.Employee)
  @PeopleOnly()
  @Query(() => ContactMessageConnection, {
    description: 'A page of the messages received from the Contact page, newest first.',
    complexity: connectionComplexity,
  })
  async contactMessagesConnection(@Args() page: PageArgs): Promise<Connection<ContactMessageModel>> {
    return connectionOf(await this.contact.page(page), ContactMessageModel.of);
  }
}
