import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../platform/validation/trim.js';
import { ALL_WEBHOOK_EVENTS } from '../webhook-events.js';

@InputType({ description: 'A new webhook endpoint.' })
export class CreateWebhookEndpointInput {
  @Field({ description: 'An https address (at most 500 characters) that answers 2xx within 5 s.' })
  @Transform(trim)
  @MaxLength(500, { message: 'The address must be at most 500 characters' })
  @IsString({ message: 'The address must be text' })
  url: string;

  @Field(() => [String], { description: 'Some of the names webhookEvents lists.' })
  @IsIn(ALL_WEBHOOK_EVENTS, { each: true, message: 'Unknown event' })
  @ArrayMinSize(1, { message: 'Choose at least one event' })
  @IsArray({ message: 'Events must be a list' })
  events: string[];
}

@InputType({ description: 'What to change of an endpoint; what is left out stays.' })
export class UpdateWebhookEndpointInput {
  @Field(() => [String], { nullable: true })
  @IsOptional()
  @IsIn(ALL_WEBHOOK_EVENTS, { each: true, message: 'Unknown event' })
  @ArrayMinSize(1, { message: 'Choose at least one event' })
  @IsArray({ message: 'Events must be a list' })
  events?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Turn the endpoint on (again) or off.' })
  @IsOptional()
  @IsBoolean({ message: 'Enabled must be true or false' })
  enabled?: boolean | null;
}
