import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsObject, IsOptional, ValidateNested } from 'class-validator';

const message = 'Each email preference must be true or false';

/** One optional switch per notification kind; a kind left out keeps its setting. */
export class EmailSwitchesDto {
  @ApiPropertyOptional() @IsBoolean({ message }) @IsOptional() offer_matched?: boolean;
  @ApiPropertyOptional() @IsBoolean({ message }) @IsOptional() bet_settled?: boolean;
  @ApiPropertyOptional() @IsBoolean({ message }) @IsOptional() offer_expired?: boolean;
  @ApiPropertyOptional() @IsBoolean({ message }) @IsOptional() private_offer?: boolean;
  @ApiPropertyOptional() @IsBoolean({ message }) @IsOptional() deposit?: boolean;
  @ApiPropertyOptional() @IsBoolean({ message }) @IsOptional() withdrawal?: boolean;
  @ApiPropertyOptional() @IsBoolean({ message }) @IsOptional() transfer?: boolean;
  @ApiPropertyOptional() @IsBoolean({ message }) @IsOptional() account?: boolean;
  @ApiPropertyOptional() @IsBoolean({ message }) @IsOptional() support?: boolean;
}

export class UpdatePreferencesDto {
  @ApiProperty({ type: EmailSwitchesDto, description: 'Which kinds also go by email' })
  @ValidateNested()
  @Type(() => EmailSwitchesDto)
  @IsObject({ message: 'Email preferences must be an object of kinds' })
  @IsDefined({ message: 'Email preferences are required' })
  email: EmailSwitchesDto;
}
