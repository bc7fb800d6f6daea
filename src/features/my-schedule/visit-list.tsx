import type { Visit } from '../../offline/schedule-store';
import classes from './schedule.module.css';
import { VisitCard } from './visit-card';

/** The day's visits in route order. */
export function VisitList({
  visits,
  label,
  currentId,
  stale = false,
}: {
  visits: readonly Visit[];
  label: string;
  currentId?: string;
  stale?: boolean;
}) {
  return (
    <ol className={`${classes.list}${stale ? ` ${classes.stale}` : ''}`} aria-label={label} aria-busy={stale || undefined}>
      {visits.map((visit) => (
        <li key={visit.appointment.id}>
          <VisitCard visit={visit} current={visit.appointment.id === currentId} />
        </li>
      ))}
    </ol>
  );
}
