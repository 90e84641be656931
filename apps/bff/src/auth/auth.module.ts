import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { oidcConfigProvider } from './oidc-config.provider';
import { OidcStrategy } from './oidc.strategy';
import { SessionUserService } from './session-user.service';

@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [AuthController],
  providers: [oidcConfigProvider, OidcStrategy, SessionUserService],
})
export class AuthModule {}
