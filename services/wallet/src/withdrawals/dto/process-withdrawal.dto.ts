import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Rules } from '@p2p/service-kit';

export class ProcessWithdrawalDto {
  @ApiProperty({
    enum: ['paid', 'rejected'],
    description: 'paid: the bank transfer was made; rejected: funds go back',
  })
  @IsIn(['paid', 'rejected'], { message: 'Status must be paid or rejected' })
  status: 'paid' | 'rejected';

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 1000 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @Rules(
    IsString({ message: 'Admin notes must be text' }),
    MaxLength(1000, { message: 'Admin notes must be at most 1000 characters' }),
  )
  adminNotes?: string | null;
}
