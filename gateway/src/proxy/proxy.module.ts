import { Module } from '@nestjs/common';
import { ProxyController } from './proxy.controller';
import { PublicAnswerCache } from './public-answer-cache';
import { UpstreamProxy } from './upstream-proxy';

@Module({ controllers: [ProxyController], providers: [UpstreamProxy, PublicAnswerCache] })
export class ProxyModule {}
