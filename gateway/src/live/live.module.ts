import { Module } from '@nestjs/common';
import { LivePushService } from './live-push.service';

/** The live push, fed by the gateway's event bus (see GatewayCoreModule). */
@Module({ providers: [LivePushService] })
export class LiveModule {}
