import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { EscrowTrail } from '@p2p/contracts/api';
import { Auth, AuthUser, CurrentUser } from '@p2p/service-kit';
import { EscrowTrailService } from './escrow-trail.service';

@ApiTags('Wallet')
@Controller('api/wallet/bets')
@Auth()
export class EscrowTrailController {
  constructor(private readonly trails: EscrowTrailService) {}

  @Get(':betId/escrow')
  @ApiParam({ name: 'betId', description: "Betting's bet id" })
  @ApiOperation({
    summary: "A bet's escrow trail: both stakes held, captured, paid, the commission, refunds",
    description:
      'Built from the ledger: { betId, stake, sides, exchange?, commission, rows }, rows oldest first, each with its ' +
      'ledger transaction id and time; `exchange` (odds, maker side, each side’s stake) for a part of an exchange ' +
      'offer. For the bet’s two sides and admins; anyone else, and an unknown bet, is 404.',
  })
  trail(@Param('betId') betId: string, @CurrentUser() user: AuthUser): Promise<EscrowTrail> {
    return this.trails.trail(betId, user);
  }
}
