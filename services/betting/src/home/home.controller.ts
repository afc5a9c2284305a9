import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser } from '@p2p/service-kit';
import { HomeService } from './home.service';

@ApiTags('p2p-betting')
@Controller('api/p2p-betting')
export class HomeController {
  constructor(private readonly home: HomeService) {}

  /** One request for the dashboard's betting sections instead of four (issue 32). */
  @Get('home')
  @Auth()
  @ApiOperation({
    summary:
      "The signed-in dashboard's betting sections: newest offers, one's offers, offers for one, history",
  })
  of(@CurrentUser() user: AuthUser) {
    return this.home.of(user);
  }
}
