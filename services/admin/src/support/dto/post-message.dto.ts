import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '@p2p/service-kit';

export const MESSAGE_MAX_LENGTH = 2000;

/** A chat message: trimmed, 1 to 2000 characters (spec 02: an empty or whitespace-only message is not sent). */
export class PostMessageDto {
  @ApiProperty({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH })
  @MaxLength(MESSAGE_MAX_LENGTH, { message: `Message cannot exceed ${MESSAGE_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Message cannot be empty' })
  @IsString({ message: 'Message cannot be empty' })
  @Trim()
  text: string;
}
