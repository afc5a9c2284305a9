import { ApiProperty } from '@nestjs/swagger';
import { Rules } from '@p2p/service-kit';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const PasswordRules = () =>
  Rules(IsNotEmpty({ message: 'Password is required' }), IsString({ message: 'Password is required' }));

const CodeRules = () =>
  Rules(
    IsNotEmpty({ message: 'Authentication code is required' }),
    IsString({ message: 'Authentication code is required' }),
    MaxLength(32, { message: 'Invalid authentication code' }),
  );

export class StartTwoFactorDto {
  @ApiProperty({ description: 'The current password, asked again before the setup' })
  @PasswordRules()
  password: string;
}

export class ConfirmTwoFactorDto {
  @ApiProperty({ example: '123456', description: 'The six-digit code the app shows for the new secret' })
  @CodeRules()
  code: string;
}

export class DisableTwoFactorDto {
  @ApiProperty()
  @PasswordRules()
  password: string;

  @ApiProperty({ example: '123456', description: 'A six-digit code from the app, or a recovery code' })
  @CodeRules()
  code: string;
}

export class TwoFactorLoginDto {
  @ApiProperty({ description: "The login answer's challengeToken" })
  @Rules(
    IsNotEmpty({ message: 'Challenge token is required' }),
    IsString({ message: 'Challenge token is required' }),
  )
  challengeToken: string;

  @ApiProperty({ example: '123456', description: 'A six-digit code from the app, or a recovery code' })
  @CodeRules()
  code: string;
}
