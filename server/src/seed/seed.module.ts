import { Module } from '@nestjs/common';
import { UsersModule } from '../modules/users/users.module.js';
import { Seeder } from './seeder.js';

/** Fills an empty database on first start. */
@Module({ imports: [UsersModule], providers: [Seeder] })
export class SeedModule {}
