import { ArgsType, Field } from '@nestjs/graphql';
import { IsString, MaxLength } from 'class-validator';
import { LocaleArgs } from '../common/locale.args';

/** An invitation link's token, in the shop locale of the page that opened it. */
@ArgsType()
export class InvitationArgs extends LocaleArgs {
  @Field({ description: 'The token of the invitation link (`?token=`).' })
  @IsString()
  // Far longer is no token of ours: refused before any look-up (forged tokens answer NOT_FOUND).
  @MaxLength(512, { message: 'error.invitation-not-found' })
  token!: string;
}
