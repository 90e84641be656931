import { Module } from '@nestjs/common';
import { ClientSettingsController } from './client-settings.controller';

/** GET /api/client-settings (decisions 0112, 0113). */
@Module({ controllers: [ClientSettingsController] })
export class ClientSettingsModule {}
