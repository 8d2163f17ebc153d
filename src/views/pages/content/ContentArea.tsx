import type { ComponentType } from 'react';
import { Spinner } from '../../../components/Spinner';
import { AreaMessages } from '../../../app/AreaMessages';
import { useT } from '../../../i18n/useT';
import './content.css';

function Waiting() {
  const t = useT();
  return (
    <div className="container page-body page-loading">
      <Spinner size="large" label={t('common.loading')} />
    </div>
  );
}

/** A content page inside the `content` message catalogue, which loads with this chunk. */
export function inContentArea<P extends object>(Page: ComponentType<P>, areas: readonly string[] = []) {
  return function ContentPage(props: P) {
    // Pages with image uploads also use the personal centre's picker wording.
    const page = areas.reduce(
      (inner, area) => (
        <AreaMessages area={area} fallback={<Waiting />}>
          {inner}
        </AreaMessages>
      ),
      <Page {...props} />,
    );
    return (
      <AreaMessages area="content" fallback={<Waiting />}>
        {page}
      </AreaMessages>
    );
  };
}
