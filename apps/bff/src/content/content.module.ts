import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import {
  CategorySliderResolver,
  ContentResolver,
  ProductListingResolver,
  ProductSliderResolver,
} from './content.resolver';
import { NewsletterResolver } from './newsletter.resolver';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const CONTENT_RESOLVERS = [
  ContentResolver,
  CategorySliderResolver,
  ProductSliderResolver,
  ProductListingResolver,
  NewsletterResolver,
];

/** CMS stories, footer, content blocks with catalogue data, newsletter sign-up. */
@Module({
  imports: [CatalogueModule],
  providers: [...CONTENT_RESOLVERS],
})
export class ContentModule {}
