import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ConnectionOf } from '../../../graphql/connection.js';
import type { ContactMessage } from '../contact-message.entity.js';

@ObjectType('ContactMessage', { description: 'A message sent from the Contact page.' })
export class ContactMessageModel {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field()
  subject: string;

  @Field()
  details: string;

  @Field()
  receivedAt: Date;

  static of(message: ContactMessage): ContactMessageModel {
    return Object.assign(new ContactMessageModel(), {
      id: message.id,
      name: message.name,
      email: message.email,
      subject: message.subject,
      details: message.details,
      receivedAt: message.createdAt,
    });
  }
}

export const ContactMessageConnection = ConnectionOf(ContactMessageModel, 'ContactMessageConnection');
