import { Module } from '@nestjs/common';
import { Mailer } from './mailer.service';

@Module({ providers: [Mailer], exports: [Mailer] })
export class EmailModule {}
