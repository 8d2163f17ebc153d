import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/Icon';
import './records.css';

/**
 * The title of a record page inside a centre's frame (the frame's own title names the
 * centre, so the page's is one level below it), with a line on what the page lists.
 */
export function RecordHeading({ id, icon, title, intro }: { id: string; icon: IconName; title: ReactNode; intro?: ReactNode }) {
  return (
    <header className="record-heading">
      <span className="record-heading__icon" aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <div className="record-heading__text">
        <h3 id={id} className="record-heading__title">
          {title}
        </h3>
        {intro && <p className="record-heading__intro">{intro}</p>}
      </div>
    </header>
  );
}
