import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotlineBoxBlock as Block } from './block-types';

export function HotlineBoxBlock({ block }: { block: Block }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <aside className="content-block hotline-box" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.headline}</h2>
      {block.text && <p>{block.text}</p>}
      <dl className="hotline-box__contacts">
        {block.phone && (
          <div>
            <dt>{t('content.phone')}</dt>
            <dd>
              <a href={block.phoneHref} className="hotline-box__phone">
                {block.phone}
              </a>
            </dd>
          </div>
        )}
        {block.email && (
          <div>
            <dt>{t('content.email')}</dt>
            <dd>
              <a href={`mailto:${block.email}`}>{block.email}</a>
            </dd>
          </div>
        )}
        {block.hours && (
          <div>
            <dt>{t('content.hours')}</dt>
            <dd>{block.hours}</dd>
          </div>
        )}
      </dl>
    </aside>
  );
}
