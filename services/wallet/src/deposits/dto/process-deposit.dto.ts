import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Rules } from '@p2p/service-kit';

export class ProcessDepositDto {
  @ApiProperty({ enum: ['approved', 'rejected'] })
  @IsIn(['approved', 'rejected'], { message: 'Status must be approved or rejected' })
  status: 'approved' | 'rejected';

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 1000 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @Rules(
    IsString({ message: 'Admin notes must be text' }),
    MaxLength(1000, { message: 'Admin notes must be at most 1000 characters' }),
  )
  adminNotes?: string | null;
}
