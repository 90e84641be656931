import { Allow, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { CLIENT_LOG_LEVELS, CLIENT_LOG_MESSAGE_MAX_LENGTH, type ClientLogLevel } from '@shop/domain';

/** The body of POST /api/log: level, message and what the web's reporter adds (decision 0112). */
export class ClientLogDto {
  @IsIn(CLIENT_LOG_LEVELS, { message: 'error.log-level-invalid' })
  level!: ClientLogLevel;

  @IsString({ message: 'error.log-message-invalid' })
  @IsNotEmpty({ message: 'error.log-message-invalid' })
  @MaxLength(CLIENT_LOG_MESSAGE_MAX_LENGTH, { message: 'error.log-message-invalid' })
  message!: string;

  /** Free-form details of the report (error name and stack, breadcrumbs, page, release). */
  @IsOptional()
  @IsObject({ message: 'error.bad-input' })
  @Allow()
  context?: Record<string, unknown>;
}
