/** A report's metric buttons (one radio group) and the series its chart shows, above the chart. */
interface MetricButtonsProps<M extends string> {
  metrics: readonly { key: M; label: string }[];
  metric: M;
  onPick: (m: M) => void;
  /** "Servers: a, b": what the chart's lines are. */
  series: string;
}

export function MetricButtons<M extends string>({ metrics, metric, onPick, series }: MetricButtonsProps<M>) {
  return (
    <div className="rp-metrics" role="radiogroup" aria-label="Metric">
      {metrics.map((m) => (
        <button key={m.key} type="button" role="radio" aria-checked={m.key === metric} className={m.key === metric ? 'mc-btn mc-btn--small rp-on' : 'mc-btn mc-btn--small'} onClick={() => onPick(m.key)}>
          {m.label}
        </button>
      ))}
      <span className="rp-series" aria-label="Series shown">
        {series}
      </span>
    </div>
  );
}
