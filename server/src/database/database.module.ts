import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { READ_DATA_SOURCE, Reads } from './reads.js';
import { ReadRoutingInterceptor } from './replicas/read-routing.interceptor.js';
import { REPLICA_CONFIG, ReplicaSet } from './replicas/replica-set.js';
import { WriteMarks } from './replicas/write-marks.js';
import { TransactionRunner } from './transaction-runner.js';
import { EventBus } from '../platform/events/event-bus.js';
import type { AppConfig } from '../config/app-config.js';
import { migrate } from './boot-lock.js';
import { readDataSourceOptions, resolveDataSourceOptions, type AppSchema } from './data-source-options.js';

export type DataSourceOverrides = Partial<Pick<DataSourceOptions, 'logger' | 'logging'>>;

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig, schema: AppSchema, overrides: DataSourceOverrides = {}): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () =>
            ({ ...(await resolveDataSourceOptions(config.database, schema)), ...overrides }) as DataSourceOptions,
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            await migrate(dataSource);
            return dataSource;
          },
        }),
      ],
      providers: [
        EventBus,
        TransactionRunner,
        {
          provide: READ_DATA_SOURCE,
          inject: [DataSource],
          // After the main data source: its migrations have built the schema the read connection opens.
          useFactory: async (main: DataSource) => {
            const options = readDataSourceOptions(main.options);
            return options ? new DataSource({ ...options, ...overrides } as DataSourceOptions).initialize() : main;
          },
        },
        Reads,
        { provide: REPLICA_CONFIG, useValue: config.replicas },
        ReplicaSet,
        ...(config.replicas.targets.length > 0
          ? [WriteMarks, { provide: APP_INTERCEPTOR, useClass: ReadRoutingInterceptor }]
          : []),
      ],
      exports: [EventBus, TransactionRunner, Reads, ReplicaSet],
    };
  }
}
