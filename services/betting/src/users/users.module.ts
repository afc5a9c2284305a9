import { Module } from '@nestjs/common';
import { Suspensions } from './suspensions';
import { UsersProjection } from './users.projection';

/** What betting knows of auth's users: their current names, and who is suspended. */
@Module({ providers: [UsersProjection, Suspensions], exports: [UsersProjection, Suspensions] })
export class UsersModule {}
