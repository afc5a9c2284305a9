import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, reply } from '@p2p/service-kit';
import { userIdPipe } from '../validation/id-params';
import { ChangeRoleDto } from './dto/change-role.dto';
import { ChangeStatusDto } from './dto/change-status.dto';
import { ListUsersQueryDto } from './dto/list-users.query';
import { UsersService } from './users.service';

@ApiTags('admin')
@Controller('api/admin/users')
@Auth({ roles: ['admin'] })
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'Users with their balances and bet counts, searched and paged' })
  list(@Query() query: ListUsersQueryDto) {
    return this.users.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One user in detail, with their latest bets' })
  detail(@Param('id', userIdPipe) userId: string) {
    return this.users.detail(userId);
  }

  @Put(':id/role')
  @ApiOperation({ summary: 'Make a user an admin or a bettor, with a reason (audited)' })
  async changeRole(
    @CurrentUser() admin: AuthUser,
    @Param('id', userIdPipe) userId: string,
    @Body() dto: ChangeRoleDto,
  ) {
    return reply(await this.users.changeRole(admin, userId, dto), 'User role updated successfully');
  }

  @Put(':id/status')
  @ApiOperation({
    summary: 'Suspend (reason required) or reinstate a user (audited); a suspension ends their sessions',
  })
  async changeStatus(
    @CurrentUser() admin: AuthUser,
    @Param('id', userIdPipe) userId: string,
    @Body() dto: ChangeStatusDto,
  ) {
    const changed = await this.users.changeStatus(admin, userId, dto);
    return reply(changed, changed.status === 'suspended' ? 'User suspended' : 'User reinstated');
  }
}
