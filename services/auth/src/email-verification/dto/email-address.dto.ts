import { ApiProperty } from '@nestjs/swagger';
import { EmailField } from '../../users/dto/field-rules';

export class EmailAddressDto {
  @ApiProperty({ example: 'jane@example.com' })
  @EmailField()
  email: string;
}
