import type * as Types from '../../../gql/graphql';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ProductTradeTermsQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type ProductTradeTermsQuery = { __typename?: 'Query', myTradeTerms?: { __typename?: 'MyTradeTerms', businessName: string, groupName: string, minOrderAmount: number, termsDays?: number | null, today: string, products: Array<{ __typename?: 'TradeProductTerms', productId: string, minQuantity?: number | null, multiple?: number | null, tiers: Array<{ __typename?: 'TradeTier', minQuantity: number, unitPrice: number }> }> } | null };

export const ProductTradeTermsDocument = "query ProductTradeTerms{myTradeTerms{...TradeTermsFields}}fragment TradeTermsFields on MyTradeTerms{businessName groupName minOrderAmount termsDays today products{productId tiers{minQuantity unitPrice}minQuantity multiple}}" as string & DocumentTypeDecoration<ProductTradeTermsQuery, ProductTradeTermsQueryVariables>;