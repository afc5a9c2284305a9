import { Body, Controller, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { InternalOnly } from '@p2p/service-kit';
import { ChangeRoleDto } from './dto/change-role.dto';
import { ChangeStatusDto } from './dto/change-status.dto';
import { UserAdministration } from './user-administration.service';

/** Commands the admin service sends (roles, suspensions); the gateway never routes /internal. */
@Controller('internal/users')
@InternalOnly()
export class InternalUsersController {
  constructor(private readonly administration: UserAdministration) {}

  @Put(':id/role')
  changeRole(@Param('id', new ParseUUIDPipe()) id: string, @Body() dto: ChangeRoleDto) {
    return this.administration.changeRole(id, dto);
  }

  @Put(':id/status')
  changeStatus(@Param('id', new ParseUUIDPipe()) id: string, @Body() dto: ChangeStatusDto) {
    return this.administration.changeStatus(id, dto);
  }
}
