import { ArgsType, Field, Int, ObjectType } from '@nestjs/graphql';
import type { Type } from '@nestjs/common';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Page } from '../platform/pagination/page.js';

@ObjectType({ description: 'Where a page ends and whether another follows.' })
export class PageInfo {
  @Field()
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page; null for an empty page.' })
  endCursor: string | null;
}

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: PAGE_SIZE_DEFAULT, description: `How many items, 1 to ${PAGE_SIZE_MAX}.` })
  first: number = PAGE_SIZE_DEFAULT;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page; omit for the first page.' })
  after?: string | null;
}

/** A page of items in the GraphQL shape: nodes, pageInfo and the total count. */
export interface Connection<T> {
  nodes: T[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** The connection type of a node type (code first: one class per node type). */
export function ConnectionOf<T>(node: Type<T>, name: string): Type<Connection<T>> {
  @ObjectType(name, { description: `A page of ${node.name.replace(/Model$/, '')} items.` })
  class ConnectionType implements Connection<T> {
    @Field(() => [node])
    nodes: T[];

    @Field(() => PageInfo)
    pageInfo: PageInfo;

    @Field(() => Int, { description: 'Items in the whole list, on every page.' })
    totalCount: number;
  }
  return ConnectionType;
}

/** A service's page as a GraphQL connection, its items mapped to models. */
export function connectionOf<T, M>(page: Page<T>, toModel: (item: T) => M): Connection<M> {
  return {
    nodes: page.items.map(toModel),
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
    totalCount: page.totalCount,
  };
}

/** Query cost of a connection: its nodes' fields once per item asked for. */
export const connectionComplexity = ({
  args,
  childComplexity,
}: {
  args: { first?: number };
  childComplexity: number;
}): number => 1 + childComplexity * Math.min(Math.max(args.first ?? PAGE_SIZE_DEFAULT, 1), PAGE_SIZE_MAX);
