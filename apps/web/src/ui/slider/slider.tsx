import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import './slider.css';

interface SliderProps {
  headline: string;
  /** The slides, each an <li>. */
  children: ReactNode;
  variant?: 'categories' | 'products';
}

/** A horizontal scroll-snap list with a heading and previous/next buttons; touch and keyboard scroll natively. */
export function Slider({ headline, children, variant = 'products' }: SliderProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const atStart = element.scrollLeft <= 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((current) =>
      current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd },
    );
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  const scrollByPage = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <section className={`slider slider--${variant}`} aria-labelledby={headingId}>
      <div className="slider__header">
        <h2 id={headingId} className="slider__headline">
          {headline}
        </h2>
        <div className="slider__controls">
          <button
            type="button"
            className="icon-button"
            aria-controls={trackId}
            aria-label={t('common.previous')}
            disabled={edges.atStart}
            onClick={() => scrollByPage(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-controls={trackId}
            aria-label={t('common.next')}
            disabled={edges.atEnd}
            onClick={() => scrollByPage(1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <ul id={trackId} ref={track} className="slider__track">
        {children}
      </ul>
    </section>
  );
}
