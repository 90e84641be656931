import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from '../../../i18n/i18n';
import type { VideoTeaserBlock as Block } from './block-types';
import { VideoTeaserBlock } from './video-teaser-block';

const block = {
  __typename: 'VideoTeaserBlock',
  id: 'video',
  headline: 'Richtig dosieren',
  text: 'In zwei Minuten erklärt.',
  poster: '/api/images/hero/de-at.svg',
  videoUrl: 'https://videos.example.com/dosing',
  durationSeconds: 130,
} as Block;

describe('VideoTeaserBlock', () => {
  // axe's label-content-name-mismatch (issue 24 finding 11): a link's accessible name must contain the
  // text it shows. jsdom has no layout, so axe cannot judge visibility here; e2e/accessibility.e2e.ts runs it.
  it('names the poster link from its content, so the visible duration is part of the name', () => {
    const { container } = render(
      <I18nextProvider i18n={i18nFor('de')}>
        <VideoTeaserBlock block={block} />
      </I18nextProvider>,
    );
    const poster = container.querySelector<HTMLAnchorElement>('a.video-teaser__poster')!;
    expect(poster.hasAttribute('aria-label')).toBe(false);
    expect(
      screen.getByRole('link', {
        name: /^Video ansehen: Richtig dosieren \(öffnet in neuem Tab\) ?, Dauer 2:10$/,
      }),
    ).toBe(poster);
    expect(within(poster).getByText('2:10')).toBeTruthy();
  });
});
