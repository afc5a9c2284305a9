import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, reply } from '@p2p/service-kit';
import { ProjectionConsumer } from './projection-consumer';

@ApiTags('admin')
@Controller('api/admin')
@Auth({ roles: ['admin'] })
export class RebuildController {
  constructor(private readonly projections: ProjectionConsumer) {}

  /** Answers once the replay has started; the read models fill up again as the events are applied. */
  @Post('rebuild')
  @ApiOperation({ summary: "Rebuild the admin's read models by replaying the events from the start" })
  @HttpCode(202)
  async rebuild() {
    const generation = await this.projections.rebuild();
    return reply({ generation }, 'Rebuild started: the read models are being replayed from every event');
  }
}
