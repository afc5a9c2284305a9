import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty } from 'class-validator';
import { AvatarUrl } from './update-profile.dto';
import { Rules, Trim } from '@p2p/service-kit';

export class UpdateAvatarDto {
  @ApiProperty({ example: 'https://example.com/me.png' })
  @Trim()
  @Rules(IsNotEmpty({ message: 'Avatar URL is required' }), AvatarUrl())
  avatarUrl: string;
}
