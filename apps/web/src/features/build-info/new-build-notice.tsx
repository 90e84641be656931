import { i18nFor, languageOfPath } from '../../i18n/i18n';
import { useNewBuild, type NewBuildOptions } from './use-new-build';
import './new-build-notice.css';

/**
 * docs/rules/errors.md, "A new build is out": a persistent warning with a reload button. It stays until the
 * user reloads (no timeout, no close button), and is announced once to screen readers.
 */
export function NewBuildNotice(props: NewBuildOptions & { reload?: () => void }) {
  const { reload = () => window.location.reload(), ...options } = props;
  const available = useNewBuild(options);
  if (!available) return null;
  const t = i18nFor(languageOfPath(window.location.pathname)).t;
  return (
    <div className="new-build-notice" role="alert" aria-live="assertive">
      <p className="new-build-notice__text">{t('buildInfo.newBuild')}</p>
      <button type="button" className="new-build-notice__button" onClick={reload}>
        {t('buildInfo.reload')}
      </button>
    </div>
  );
}
