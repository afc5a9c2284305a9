import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser } from '@p2p/service-kit';
import { SearchUsersDto } from './dto/search-users.dto';
import { UsersDirectory } from './users.directory';

@ApiTags('users')
@Controller('api/users')
export class UsersController {
  constructor(private readonly directory: UsersDirectory) {}

  @Get('search')
  @Auth()
  @ApiOperation({ summary: 'Up to 10 users whose username contains q (the caller excluded); emails masked' })
  search(@CurrentUser() user: AuthUser, @Query() query: SearchUsersDto) {
    return this.directory.search(user, query.q);
  }

  @Get('by-username/:username')
  @Auth()
  @ApiOperation({ summary: "A user's username and (masked unless it is the caller's) email" })
  byUsername(@CurrentUser() user: AuthUser, @Param('username') username: string) {
    return this.directory.byUsername(user, username);
  }
}
