import { Body, Controller, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { InternalOnly } from '@p2p/service-kit';
import { ChangeRoleDto } from './dto/change-role.dto';
import { UsersDirectory } from './users.directory';

/** Commands other services send (the admin console changes roles); the gateway never routes /internal. */
@Controller('internal/users')
@InternalOnly()
export class InternalUsersController {
  constructor(private readonly directory: UsersDirectory) {}

  @Put(':id/role')
  changeRole(@Param('id', new ParseUUIDPipe()) id: string, @Body() dto: ChangeRoleDto) {
    return this.directory.changeRole(id, dto.role);
  }
}
