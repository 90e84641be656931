import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('LocaleAlternate', {
  description:
    'The same product or category in one shop locale: for the language switcher and <link rel="alternate" hreflang>.',
})
export class LocaleAlternateModel {
  @Field({ description: 'Locale code, e.g. cs-cz.' })
  locale!: string;

  @Field({ description: 'Path of the page in that locale, with its words and slug, e.g. /cs-cz/p/…' })
  path!: string;
}
