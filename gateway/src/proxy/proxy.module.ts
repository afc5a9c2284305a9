import { Module } from '@nestjs/common';
import { ProxyController } from './proxy.controller';
import { UpstreamProxy } from './upstream-proxy';

@Module({ controllers: [ProxyController], providers: [UpstreamProxy] })
export class ProxyModule {}
