import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Rules, Trim } from '@p2p/service-kit';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** What every admin command on a user carries besides the change: why, and who asks. */
export abstract class AdminCommandDto {
  /**
   * The admin service requires one; optional here so a command from an admin service older than
   * that rule is still carried out during a rolling deploy. Suspending still needs one (the user is
   * shown it when they try to sign in), which the service checks.
   */
  @ApiPropertyOptional({ description: "Why, as the admin typed it; kept in the command's event" })
  @Trim()
  @IsOptional()
  @Rules(
    IsString({ message: 'Reason must be text' }),
    MaxLength(500, { message: 'Reason cannot exceed 500 characters' }),
  )
  reason?: string | null;

  /** Recorded in the command's events. */
  @ApiProperty({ description: "The admin's user id (the admin service's caller)" })
  @Trim()
  @Rules(
    IsNotEmpty({ message: 'changedBy is required' }),
    IsString({ message: 'changedBy must be text' }),
    MaxLength(100, { message: 'changedBy cannot exceed 100 characters' }),
  )
  changedBy: string;
}
