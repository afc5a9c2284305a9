import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, reply } from '@p2p/service-kit';
import { UpdatePreferencesDto } from './dto/update-preferences.dto';
import { PreferencesService } from './preferences.service';

/** The settings screen's "Email me when..." switches. */
@ApiTags('notifications')
@Controller('api/notifications/preferences')
@Auth()
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @Get()
  @ApiOperation({ summary: 'Which kinds of notification the caller also gets by email' })
  get(@CurrentUser() user: AuthUser) {
    return this.preferences.get(user.id);
  }

  @Put()
  @ApiOperation({ summary: 'Choose which kinds of notification also go by email' })
  async update(@CurrentUser() user: AuthUser, @Body() dto: UpdatePreferencesDto) {
    return reply(await this.preferences.update(user.id, dto.email), 'Notification settings saved');
  }
}
