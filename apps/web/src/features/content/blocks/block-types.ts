import type { ContentPageQuery } from '../../../gql/generated';

export type ContentBlock = ContentPageQuery['content']['blocks'][number];
export type HeroBannerBlock = Extract<ContentBlock, { __typename: 'HeroBannerBlock' }>;
export type CategorySliderBlock = Extract<ContentBlock, { __typename: 'CategorySliderBlock' }>;
export type ProductSliderBlock = Extract<ContentBlock, { __typename: 'ProductSliderBlock' }>;
