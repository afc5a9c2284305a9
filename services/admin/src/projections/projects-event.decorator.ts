import { SetMetadata } from '@nestjs/common';
import type { EventType } from '@p2p/contracts';

export const PROJECTS_EVENT = 'admin:projects-event';

/**
 * Marks a provider as the read-model handler of one event type. Not the kit's @HandlesEvent: these
 * handlers run under the projections' own consumer group, which a rebuild replaces.
 */
export const ProjectsEvent = (type: EventType) => SetMetadata(PROJECTS_EVENT, type);
