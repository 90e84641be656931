import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoTeaserBlock as Block } from './block-types';

function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * A local poster and a link to the video. Nothing is loaded from the video host until the user
 * follows the link (no embed, no third-party request, no consent needed at load).
 */
export function VideoTeaserBlock({ block }: { block: Block }) {
  const { t } = useTranslation();
  const headingId = useId();
  const duration = block.durationSeconds ? formatDuration(block.durationSeconds) : null;
  return (
    <section className="content-block video-teaser" aria-labelledby={headingId}>
      {/* Named by its content, not aria-label: the visible duration must be part of the link's name
          (axe label-content-name-mismatch, e2e/accessibility.e2e.ts). */}
      <a className="video-teaser__poster" href={block.videoUrl} target="_blank" rel="noopener noreferrer">
        <span className="visually-hidden">{t('content.watchVideo', { title: block.headline })}</span>
        {block.poster && (
          <img src={block.poster} alt="" width="640" height="360" loading="lazy" decoding="async" />
        )}
        <span className="video-teaser__play" aria-hidden="true">
          ▶
        </span>
        {duration && (
          <span className="video-teaser__duration">
            <span className="visually-hidden">, {t('content.videoDuration')} </span>
            {duration}
          </span>
        )}
      </a>
      <div className="video-teaser__text">
        <h2 id={headingId}>{block.headline}</h2>
        {block.text && <p>{block.text}</p>}
        <a
          className="button button--secondary"
          href={block.videoUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('content.openVideo')}
          <span className="visually-hidden"> ({t('content.opensInNewTab')})</span>
        </a>
      </div>
    </section>
  );
}
