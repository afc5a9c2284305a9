import { DATE_OF_BIRTH_MESSAGES } from '@p2p/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import { Forbidden } from '../../users/dto/custom-rules';
import { PhoneField, UsernameField } from '../../users/dto/field-rules';
import { Rules, Trim } from '@p2p/service-kit';

export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;

/** Only given fields are checked; null or '' clears an optional one. */
const given = (field: string) => ValidateIf((dto: Record<string, unknown>) => dto[field] !== undefined);
const set = (field: string) =>
  ValidateIf(
    (dto: Record<string, unknown>) => dto[field] !== undefined && dto[field] !== null && dto[field] !== '',
  );

/** The profile form of spec 01 section 5: any of its fields, only the changed ones. */
export class UpdateProfileDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @Trim()
  @Rules(
    given('name'),
    IsNotEmpty({ message: 'Name is required' }),
    IsString({ message: 'Name is required' }),
    MaxLength(100, { message: 'Name cannot exceed 100 characters' }),
  )
  name?: string;

  @ApiPropertyOptional({
    type: String,
    maxLength: 100,
    nullable: true,
    description: 'Defaults to the first word of name',
  })
  @Trim()
  @Rules(
    set('firstName'),
    IsString({ message: 'First name cannot exceed 100 characters' }),
    MaxLength(100, { message: 'First name cannot exceed 100 characters' }),
  )
  firstName?: string | null;

  @ApiPropertyOptional({
    type: String,
    maxLength: 100,
    nullable: true,
    description: 'Defaults to the rest of name',
  })
  @Trim()
  @Rules(
    set('lastName'),
    IsString({ message: 'Last name cannot exceed 100 characters' }),
    MaxLength(100, { message: 'Last name cannot exceed 100 characters' }),
  )
  lastName?: string | null;

  @ApiPropertyOptional({ description: '3-30 letters, digits or underscores' })
  @Rules(given('username'), UsernameField())
  username?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Rules(set('phone'), PhoneField('Please provide a valid phone number'))
  phone?: string | null;

  @ApiPropertyOptional({
    type: String,
    description: 'Read-only: given at signup, where the age rule checks it; sending it is refused',
  })
  @Rules(given('dateOfBirth'), Forbidden(DATE_OF_BIRTH_MESSAGES.unchangeable))
  dateOfBirth?: unknown;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @Trim()
  @Rules(
    set('country'),
    IsString({ message: 'Country cannot exceed 100 characters' }),
    MaxLength(100, { message: 'Country cannot exceed 100 characters' }),
  )
  country?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @Trim()
  @Rules(
    set('address'),
    IsString({ message: 'Address cannot exceed 500 characters' }),
    MaxLength(500, { message: 'Address cannot exceed 500 characters' }),
  )
  address?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://example.com/me.png' })
  @Trim()
  @Rules(set('avatar'), AvatarUrl())
  avatar?: string | null;

  @ApiPropertyOptional({ nullable: true, enum: GENDERS })
  @Rules(set('gender'), IsIn(GENDERS, { message: `Gender must be one of: ${GENDERS.join(', ')}` }))
  gender?: string | null;

  @ApiPropertyOptional({ type: String, description: 'Read-only: sending it is refused' })
  @Rules(given('email'), Forbidden('Email cannot be changed'))
  email?: unknown;

  @ApiPropertyOptional({
    description: 'Required when the phone changes: a stolen token alone must not move it',
  })
  @Rules(
    set('currentPassword'),
    IsString({ message: 'Current password is required' }),
    MaxLength(1024, { message: 'Current password is incorrect' }),
  )
  currentPassword?: string;

  @ApiPropertyOptional({
    example: '123456',
    description:
      'With two-factor authentication on, required when the phone changes: an app or recovery code',
  })
  @Rules(
    set('twoFactorCode'),
    IsString({ message: 'Invalid authentication code' }),
    MaxLength(32, { message: 'Invalid authentication code' }),
  )
  twoFactorCode?: string;
}

/** An http(s) URL of at most 2048 characters. */
export function AvatarUrl() {
  return Rules(
    IsString({ message: 'Avatar must be a valid URL' }),
    MaxLength(2048, { message: 'Avatar must be a valid URL' }),
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true },
      { message: 'Avatar must be a valid URL' },
    ),
  );
}
