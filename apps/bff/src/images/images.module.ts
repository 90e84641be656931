import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller';

/** Product images of the embedded catalogue. */
@Module({ controllers: [ImagesController] })
export class ImagesModule {}
