import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, clientAddress, CurrentUser, reply } from '@p2p/service-kit';
import type { Request } from 'express';
import { SetSecurityQuestionsDto } from './dto/security-questions.dto';
import { SecurityQuestionsService } from './security-questions.service';

/** The settings page's security questions, for the caller's own account. */
@ApiTags('profile')
@Controller('api/profile/security-questions')
@Auth({ unauthorizedMessage: 'No authentication token found' })
export class SecurityQuestionsSettingsController {
  constructor(private readonly questions: SecurityQuestionsService) {}

  @Get()
  @ApiOperation({ summary: "The caller's questions (never the answers); empty when none are set" })
  async list(@CurrentUser() caller: AuthUser) {
    return { questions: await this.questions.ofUser(caller.id) };
  }

  @Put()
  @ApiOperation({ summary: 'Set exactly three questions and answers (password required)' })
  async set(@CurrentUser() caller: AuthUser, @Body() dto: SetSecurityQuestionsDto, @Req() request: Request) {
    const questions = await this.questions.set(
      caller.id,
      dto.currentPassword,
      dto.questions,
      clientAddress(request),
    );
    return reply({ questions }, 'Security questions saved');
  }
}
