import { Module } from '@nestjs/common';
import { UserDirectory } from './user-directory.service';

@Module({ providers: [UserDirectory], exports: [UserDirectory] })
export class UsersModule {}
