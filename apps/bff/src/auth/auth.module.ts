import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { BearerAuthenticator } from './bearer/bearer-authenticator.service';
import { signOutRecordsProvider } from './bearer/sign-out-records.provider';
import { TokenRevocations } from './bearer/token-revocations';
import { LocaleSessionController } from './locale-session.controller';
import { OidcService } from './oidc.service';
import { SessionUserService } from './session-user.service';

@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [AuthController, LocaleSessionController],
  providers: [OidcService, SessionUserService, BearerAuthenticator, TokenRevocations, signOutRecordsProvider],
  exports: [SessionUserService, BearerAuthenticator],
})
export class AuthModule {}
