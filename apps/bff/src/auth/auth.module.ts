import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { BearerAuthenticator } from './bearer/bearer-authenticator.service';
import { LocaleSessionController } from './locale-session.controller';
import { OidcService } from './oidc.service';
import { SessionUserService } from './session-user.service';

@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [AuthController, LocaleSessionController],
  providers: [OidcService, SessionUserService, BearerAuthenticator],
  exports: [SessionUserService, BearerAuthenticator],
})
export class AuthModule {}
