import { ApiPropertyOptional } from '@nestjs/swagger';
import { Money } from '@p2p/contracts';
import { IsOptional, ValidateBy, ValidateIf } from 'class-validator';
import { amountSchema } from '@p2p/service-kit';

const isPositiveAmount = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') &&
  Money.isValid(value) &&
  Money.toCents(value) > 0n;

/** The body of every `PUT …/limits/{kind}`: the wallet's deposit limits and betting's stake and loss limits. */
export class SetLimitDto {
  @ApiPropertyOptional({
    description: 'Dollars, at most two decimals; null removes the limit (after 24 hours, as a raise does)',
    ...amountSchema('50.00', { nullable: true }),
  })
  @ValidateBy(
    { name: 'isPositiveAmount', validator: { validate: isPositiveAmount } },
    { message: 'Limit must be a positive amount in dollars, at most two decimals' },
  )
  @ValidateIf((dto: SetLimitDto) => dto.amount !== null)
  @IsOptional()
  amount?: string | number | null;
}
