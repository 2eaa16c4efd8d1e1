import { registerEnumType } from '@nestjs/graphql';

export enum ProductType {
  DRIED = 'DRIED',
  MARINATED = 'MARINATED',
  SMOKED = 'SMOKED',
}

export enum ProductStatus {
  Available = 'Available',
  Unavailable = 'Unavailable',
}

registerEnumType(ProductType, { name: 'ProductType', description: 'How the fish is preserved.' });
registerEnumType(ProductStatus, { name: 'ProductStatus', description: 'Customers only see Available products.' });
