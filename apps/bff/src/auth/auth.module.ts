import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { LocaleSessionController } from './locale-session.controller';
import { OidcService } from './oidc.service';
import { SessionUserService } from './session-user.service';

@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [AuthController, LocaleSessionController],
  providers: [OidcService, SessionUserService],
  exports: [SessionUserService],
})
export class AuthModule {}
