import { Injectable, Logger } from '@nestjs/common';
import type { EventEnvelope } from '@p2p/contracts';
import { BusObserver, errorText } from '@p2p/messaging';
import { Metrics } from './metrics';

/**
 * What the bus reports of this app's consumers: counted for the alerts, and logged with the event and
 * its error for whoever answers them (a failed attempt as a warning, since it is retried; a dead
 * letter as an error). Transient failures back off to one attempt in 30 s, which bounds the log.
 */
@Injectable()
export class BusReporter implements BusObserver {
  private readonly logger = new Logger('EventBus');

  constructor(private readonly metrics: Metrics) {}

  handlerFailed(group: string, event: EventEnvelope, attempt: number, error: unknown): void {
    this.metrics.handlerFailed(group, event);
    this.logger.warn(
      `${group} failed to handle ${event.type} ${event.id} (attempt ${attempt}), will retry: ${errorText(error)}`,
    );
  }

  deadLettered(topic: string, group: string, event: EventEnvelope, error: unknown): void {
    this.metrics.deadLettered(topic, group);
    this.logger.error(
      `${group} sent ${event.type} ${event.id} from ${topic} to its dead letters: ${errorText(error)}`,
    );
  }

  consumerLag(group: string, topic: string, lag: number): void {
    this.metrics.consumerLag(group, topic, lag);
  }
}
