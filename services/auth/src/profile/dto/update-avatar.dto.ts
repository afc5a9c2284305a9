import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty } from 'class-validator';
import { Rules, Trim } from '../../users/dto/field-rules';
import { AvatarUrl } from './update-profile.dto';

export class UpdateAvatarDto {
  @ApiProperty({ example: 'https://example.com/me.png' })
  @Trim()
  @Rules(IsNotEmpty({ message: 'Avatar URL is required' }), AvatarUrl())
  avatarUrl: string;
}
