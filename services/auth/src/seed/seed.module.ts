import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { UsersModule } from '../users/users.module';
import { DemoSeeder } from './demo-seeder';

@Module({ imports: [AccountsModule, UsersModule], providers: [DemoSeeder] })
export class SeedModule {}
