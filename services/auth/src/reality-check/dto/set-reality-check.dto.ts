import { ApiProperty } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';
import { INVALID_INTERVAL, REALITY_CHECK_INTERVALS, RealityCheckInterval } from '../reality-check-intervals';

export class SetRealityCheckDto {
  @ApiProperty({
    enum: REALITY_CHECK_INTERVALS,
    nullable: true,
    description: 'Minutes between reminders; null turns the reminder off',
  })
  // Present and null turns it off; missing is a mistake, not "off".
  @ValidateIf((dto: SetRealityCheckDto) => dto.intervalMinutes !== null)
  @IsIn(REALITY_CHECK_INTERVALS, { message: INVALID_INTERVAL })
  intervalMinutes: RealityCheckInterval | null;
}
