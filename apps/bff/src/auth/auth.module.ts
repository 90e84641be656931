import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { BearerAuthenticator } from './bearer/bearer-authenticator.service';
import { TokenRevocations } from './bearer/token-revocations';
import { LocaleSessionController } from './locale-session.controller';
import { OidcService } from './oidc.service';
import { SessionUserService } from './session-user.service';

@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [AuthController, LocaleSessionController],
  providers: [OidcService, SessionUserService, BearerAuthenticator, TokenRevocations],
  exports: [SessionUserService, BearerAuthenticator],
})
export class AuthModule {}
