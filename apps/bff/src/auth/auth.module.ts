import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { OidcService } from './oidc.service';
import { SessionUserService } from './session-user.service';

@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [AuthController],
  providers: [OidcService, SessionUserService],
})
export class AuthModule {}
