import type { OpsMe } from './ops-api';
import { useOpsText } from './ops-text-context';

/**
 * The queues: Bull Board, served by the BFF under the same ops access rule (docs/decisions/0139). A
 * page of its own, opened from here; the queues it lists are those of libs/jobs QUEUES.
 */
export function QueuesPanel({ me }: { me: OpsMe }) {
  const { t } = useOpsText();
  return (
    <section className="ops-panel" aria-labelledby="ops-queues-title" id="queues">
      <h2 id="ops-queues-title">{t('queues.title')}</h2>
      <p className="ops-intro">{t('queues.intro')}</p>
      <ul className="ops-queue-names">
        {me.queues.map((name) => (
          <li key={name}>
            <a href={`${me.queueBoard}/queue/${encodeURIComponent(name)}`}>{name}</a>
          </li>
        ))}
      </ul>
      <a className="ops-button" href={me.queueBoard}>
        {t('queues.open')}
      </a>
    </section>
  );
}
