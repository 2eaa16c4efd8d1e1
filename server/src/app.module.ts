import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { AccessGuard } from './http/access/access.guard.js';
import { RequestCallers } from './http/access/request-callers.js';
import { AllExceptionsFilter } from './http/all-exceptions.filter.js';
import { ClientPages } from './http/client-pages.js';
import { HttpContributionsModule } from './http/http-contributions.js';
import { OpenApiModule } from './http/openapi/openapi.module.js';
import { ClockModule } from './platform/time/clock.module.js';
import { GeneratedFilesModule } from './platform/files/generated-files.js';
import { SharedStateModule } from './platform/shared-state/shared-state.module.js';
import type { AppConfig } from './config/app-config.js';
import { APP_CONFIG } from './config/config.token.js';
import { ConfigModule } from './config/config.module.js';
import { APP_SCHEMA } from './app-schema.js';
import { DatabaseModule, type DataSourceOverrides } from './database/database.module.js';
import { SeedModule } from './seed/seed.module.js';
import { graphqlOptions } from './graphql/graphql.options.js';
import { SchemaFileController } from './graphql/schema-file.controller.js';
import { ApiKeysModule } from './modules/api-keys/api-keys.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { OrderLoadersFactory } from './modules/orders/order-loaders.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { ContactModule } from './modules/contact/contact.module.js';
import { PasswordResetModule } from './modules/password-reset/password-reset.module.js';
import { PaymentAccountsModule } from './modules/payment-accounts/payment-accounts.module.js';
import { PlacesModule } from './modules/places/places.module.js';
import { catalogueAnswersPlugin } from './modules/products/catalogue-answers/catalogue-answers.plugin.js';
import { ProductsModule } from './modules/products/products.module.js';
import { LotsModule } from './modules/lots/lots.module.js';
import { RecallsModule } from './modules/recalls/recalls.module.js';
import { TradeModule } from './modules/trade/trade.module.js';
import { StatementsModule } from './modules/statements/statements.module.js';
import { StandingOrdersModule } from './modules/standing-orders/standing-orders.module.js';
import { WebhooksModule } from './modules/webhooks/webhooks.module.js';

export interface AppModuleOptions {
  dataSource?: DataSourceOverrides;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      controllers: [SchemaFileController],
      imports: [
        ConfigModule.forRoot(config),
        HttpContributionsModule,
        SharedStateModule,
        ClockModule,
        GeneratedFilesModule,
        DatabaseModule.forRoot(config, APP_SCHEMA, options.dataSource),
        SeedModule,
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          imports: [OrdersModule, AuthModule],
          inject: [APP_CONFIG, OrderLoadersFactory, RequestCallers],
          useFactory: (appConfig: AppConfig, loaders: OrderLoadersFactory, callers: RequestCallers) =>
            graphqlOptions(appConfig, loaders, callers, [catalogueAnswersPlugin]),
        }),
        AuditModule,
        AuthModule,
        ApiKeysModule,
        PlacesModule,
        ProductsModule,
        LotsModule,
        OrdersModule,
        RecallsModule,
        TradeModule,
        StatementsModule,
        StandingOrdersModule,
        PaymentAccountsModule,
        ContactModule,
        PasswordResetModule,
        NotificationsModule,
        WebhooksModule,
        HealthModule,
        OpenApiModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: ClientPages, useFactory: () => ClientPages.load(config) },
        {
          provide: APP_FILTER,
          useFactory: (pages: ClientPages) => new AllExceptionsFilter(pages),
          inject: [ClientPages],
        },
      ],
    };
  }
}
