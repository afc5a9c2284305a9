import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsNotEmpty,
  IsString,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { Rules, Trim } from '@p2p/service-kit';

const EXACTLY_THREE = 'Exactly 3 security questions are required';
const ANSWER_REQUIRED = 'This answer is required';

export const AnswerRules = () =>
  Rules(
    IsNotEmpty({ message: ANSWER_REQUIRED }),
    IsString({ message: ANSWER_REQUIRED }),
    MaxLength(100, { message: 'Answer cannot exceed 100 characters' }),
  );

export class SecurityQuestionDto {
  @ApiProperty({ example: 'What was the name of your first pet?' })
  @Trim()
  @Rules(
    IsNotEmpty({ message: 'Security question is required' }),
    IsString({ message: 'Security question is required' }),
    MaxLength(200, { message: 'Security question cannot exceed 200 characters' }),
  )
  question: string;

  @ApiProperty({ example: 'Rex', description: 'Compared ignoring case and extra spaces' })
  @Trim()
  @Rules(AnswerRules(), MinLength(2, { message: 'Answer must be at least 2 characters' }))
  answer: string;
}

export class SetSecurityQuestionsDto {
  @ApiProperty({ description: 'The password, since these questions can reset it' })
  @Rules(
    IsNotEmpty({ message: 'Current password is required' }),
    IsString({ message: 'Current password is required' }),
  )
  currentPassword: string;

  @ApiProperty({ type: [SecurityQuestionDto], minItems: 3, maxItems: 3 })
  @Rules(
    IsArray({ message: EXACTLY_THREE }),
    ArrayMinSize(3, { message: EXACTLY_THREE }),
    ArrayMaxSize(3, { message: EXACTLY_THREE }),
    ValidateNested({ each: true }),
  )
  @Type(() => SecurityQuestionDto)
  questions: SecurityQuestionDto[];
}

const IDENTIFIER_REQUIRED = 'Username or email is required';

export class SecurityQuestionsLookupDto {
  @ApiProperty({ example: 'alice', description: 'A username or an email address' })
  @Trim()
  @Rules(
    IsNotEmpty({ message: IDENTIFIER_REQUIRED }),
    IsString({ message: IDENTIFIER_REQUIRED }),
    MaxLength(254, { message: IDENTIFIER_REQUIRED }),
  )
  identifier: string;
}

export class VerifySecurityAnswersDto extends SecurityQuestionsLookupDto {
  @ApiProperty({ type: [String], minItems: 3, maxItems: 3, description: 'In the order of the questions' })
  @Rules(
    IsArray({ message: 'Please answer all 3 security questions' }),
    ArrayMinSize(3, { message: 'Please answer all 3 security questions' }),
    ArrayMaxSize(3, { message: 'Please answer all 3 security questions' }),
    IsNotEmpty({ each: true, message: ANSWER_REQUIRED }),
    IsString({ each: true, message: ANSWER_REQUIRED }),
    MaxLength(100, { each: true, message: 'Answer cannot exceed 100 characters' }),
  )
  answers: string[];
}
