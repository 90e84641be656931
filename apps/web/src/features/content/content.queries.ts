import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ContentPageQuery,
  ContentPageQueryVariables,
  SubscribeNewsletterMutation,
  SubscribeNewsletterMutationVariables,
} from '../../gql/generated';
import { PRODUCT_CARD_FRAGMENT } from '../product/product-card.queries';

export const CONTENT_PAGE_QUERY: TypedDocumentNode<ContentPageQuery, ContentPageQueryVariables> = gql`
  query ContentPage(
    $locale: String!
    $slug: String!
    $preview: Boolean = false
    $token: String = null
    $fallback: Boolean = false
  ) {
    content(locale: $locale, slug: $slug, preview: $preview, token: $token, fallback: $fallback) {
      id
      slug
      locale
      title
      seoDescription
      draft
      isFallback
      blocks {
        __typename
        ... on HeroBannerBlock {
          id
          headline
          text
          image
          ctaLabel
          ctaLink
        }
        ... on CategorySliderBlock {
          id
          headline
          categories {
            id
            key
            name
            slug
            productCount
          }
        }
        ... on ProductSliderBlock {
          id
          headline
          products {
            ...ProductCard
          }
        }
        ... on RichTextBlock {
          id
          nodes {
            ...RichTextNode
          }
        }
        ... on ProductListingBlock {
          id
          headline
          limit
          category {
            id
            name
            slug
          }
          products {
            ...ProductCard
          }
        }
        ... on AccordionBlock {
          id
          headline
          items {
            title
            body {
              ...RichTextNode
            }
          }
        }
        ... on TableBlock {
          id
          headline
          caption
          head
          rows
          rowHeaders
        }
        ... on VideoTeaserBlock {
          id
          headline
          text
          poster
          videoUrl
          durationSeconds
        }
        ... on QuoteSliderBlock {
          id
          headline
          quotes {
            text
            author
            company
          }
        }
        ... on HotlineBoxBlock {
          id
          headline
          text
          phone
          phoneHref
          email
          hours
        }
        ... on NewsletterFormBlock {
          id
          headline
          text
          privacyLink
        }
      }
    }
  }

  fragment RichTextNode on RichTextNode {
    kind
    level
    ordered
    spans {
      ...RichTextSpan
    }
    items {
      spans {
        ...RichTextSpan
      }
    }
  }

  fragment RichTextSpan on RichTextSpan {
    text
    bold
    italic
    href
  }
  ${PRODUCT_CARD_FRAGMENT}
`;

export const SUBSCRIBE_NEWSLETTER_MUTATION: TypedDocumentNode<
  SubscribeNewsletterMutation,
  SubscribeNewsletterMutationVariables
> = gql`
  mutation SubscribeNewsletter($input: NewsletterSignupInput!) {
    subscribeNewsletter(input: $input) {
      ok
    }
  }
`;
