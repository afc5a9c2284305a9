import { Body, Controller, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, clientAddress, CurrentUser, reply } from '@p2p/service-kit';
import type { Request, Response } from 'express';
import { clearRefreshCookie } from '../sessions/refresh-cookie';
import { ChangePasswordDto } from './dto/change-password.dto';
import { UpdateAvatarDto } from './dto/update-avatar.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ProfileService } from './profile.service';

@ApiTags('profile')
@Controller('api/profile')
@Auth({ unauthorizedMessage: 'No authentication token found' })
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Get()
  @ApiOperation({ summary: "The caller's user object" })
  async get(@CurrentUser() caller: AuthUser) {
    return { user: await this.profile.get(caller.id) };
  }

  @Put()
  @ApiOperation({
    summary:
      'Change any of the given profile fields; email and date of birth are read-only; a new phone needs currentPassword (and twoFactorCode with 2FA on)',
  })
  async update(@CurrentUser() caller: AuthUser, @Body() dto: UpdateProfileDto, @Req() request: Request) {
    return reply(
      { user: await this.profile.update(caller.id, dto, clientAddress(request)) },
      'Profile updated successfully',
    );
  }

  @Put('password')
  @ApiOperation({ summary: 'Change the password (current one required); ends every session' })
  async changePassword(
    @CurrentUser() caller: AuthUser,
    @Body() dto: ChangePasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.profile.changePassword(caller.id, dto, clientAddress(request));
    clearRefreshCookie(response);
    return reply(null, 'Password changed successfully. Please log in again.');
  }

  @Post('avatar')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set the avatar to an http(s) URL' })
  async avatar(@CurrentUser() caller: AuthUser, @Body() dto: UpdateAvatarDto) {
    return reply(
      { user: await this.profile.setAvatar(caller.id, dto.avatarUrl) },
      'Avatar updated successfully',
    );
  }
}
