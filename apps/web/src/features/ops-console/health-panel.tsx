import type { QueueDepth, TrafficSample } from './ops-api';
import { OpsLoadError } from './maintenance-panel';
import { useOpsText } from './ops-text-context';
import type { OpsHealthState } from './use-ops-health';

/**
 * How the shop is doing (docs/decisions/0135-metrics.md): requests per second, p95 latency and errors of
 * the BFF process that answered, in its last 15 minutes, and every queue's depth. Prometheus holds the
 * totals across replicas; this is the glance operations staff need while they switch maintenance.
 */
export function HealthPanel({ state }: { state: OpsHealthState }) {
  const { t } = useOpsText();
  const { health, failed, reload } = state;
  return (
    <section className="ops-panel" aria-labelledby="ops-health-title" id="health">
      <h2 id="ops-health-title">{t('health.title')}</h2>
      {failed && !health ? (
        <OpsLoadError onRetry={reload} />
      ) : !health ? (
        <p className="ops-loading" role="status">
          {t('loading')}
        </p>
      ) : (
        <>
          {health.metrics ? (
            <div className="ops-charts">
              <Chart
                title={t('health.requests')}
                samples={health.samples}
                value={(sample) => sample.requestsPerSecond}
                unit={t('health.perSecond')}
              />
              <Chart
                title={t('health.p95')}
                samples={health.samples}
                value={(sample) => sample.p95Ms}
                unit="ms"
              />
              <Chart
                title={t('health.errors')}
                samples={health.samples}
                value={(sample) => sample.errors}
                unit=""
                alarm
              />
            </div>
          ) : (
            <p className="ops-intro">{t('health.metricsOff')}</p>
          )}
          <p className="ops-hint">{t('health.scope')}</p>
          <QueueDepths queues={health.queues} />
        </>
      )}
    </section>
  );
}

const WIDTH = 240;
const HEIGHT = 56;

/** A small line chart of one value over the samples, with its latest and highest value in words. */
function Chart({
  title,
  samples,
  value,
  unit,
  alarm = false,
}: {
  title: string;
  samples: TrafficSample[];
  value: (sample: TrafficSample) => number | null;
  unit: string;
  alarm?: boolean;
}) {
  const { t, intlLocale } = useOpsText();
  const values = samples.map(value);
  const known = values.filter((v): v is number => v !== null);
  const max = known.length ? Math.max(...known) : 0;
  const latest = [...values].reverse().find((v) => v !== null) ?? null;
  const format = (n: number | null) =>
    n === null
      ? '–'
      : `${new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1 }).format(n)}${unit ? ` ${unit}` : ''}`;
  const step = samples.length > 1 ? WIDTH / (samples.length - 1) : WIDTH;
  const y = (v: number) => HEIGHT - 2 - (max > 0 ? (v / max) * (HEIGHT - 4) : 0);
  const points = values
    .map((v, index) => (v === null ? null : `${(index * step).toFixed(1)},${y(v).toFixed(1)}`))
    .filter((point): point is string => point !== null)
    .join(' ');
  const summary = t('health.chartSummary', {
    title,
    latest: format(latest),
    max: format(known.length ? max : null),
  });
  return (
    <figure className={alarm && max > 0 ? 'ops-chart ops-chart--alarm' : 'ops-chart'}>
      <figcaption>
        <span className="ops-chart__title">{title}</span>
        <span className="ops-chart__value">{format(latest)}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} preserveAspectRatio="none">
        <line x1="0" y1={HEIGHT - 1} x2={WIDTH} y2={HEIGHT - 1} className="ops-chart__axis" />
        {points && <polyline points={points} className="ops-chart__line" />}
      </svg>
      <span className="ops-chart__max">{t('health.max', { max: format(known.length ? max : null) })}</span>
    </figure>
  );
}

function QueueDepths({ queues }: { queues: QueueDepth[] | null }) {
  const { t } = useOpsText();
  if (!queues) return <p className="ops-error">{t('health.queuesUnavailable')}</p>;
  return (
    <table className="ops-table ops-queue-depths">
      <caption>{t('health.queues')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('health.queue')}</th>
          <th scope="col">{t('health.waiting')}</th>
          <th scope="col">{t('health.active')}</th>
          <th scope="col">{t('health.delayed')}</th>
          <th scope="col">{t('health.failed')}</th>
        </tr>
      </thead>
      <tbody>
        {queues.map((depth) => (
          <tr key={depth.queue}>
            <th scope="row">{depth.queue}</th>
            <td>{depth.waiting}</td>
            <td>{depth.active}</td>
            <td>{depth.delayed}</td>
            <td className={depth.failed > 0 ? 'ops-queue-depths__failed' : undefined}>{depth.failed}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
