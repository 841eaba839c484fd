import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { pageChanged, useAppDispatch } from '../../store';
import type { LearningIconName } from '../../ui/LearningIcon';
import { LearningPage } from '../../ui/LearningPage';

/** The corners of the map that open as a learning page: each has a title, a back label and its hint. */
export type MapCorner = 'library' | 'notebook' | 'progress' | 'worlds';

/** Props of {@link MapCornerPage}. */
export interface MapCornerPageProps {
  corner: MapCorner;
  icon: LearningIconName;
  children: ReactNode;
}

/** A learning page opened from the map, titled from its corner's messages, whose way back leads to the map. */
export function MapCornerPage({ corner, icon, children }: MapCornerPageProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <LearningPage
      prefix={`kq-${corner}`}
      icon={icon}
      title={t(`${corner}.title`)}
      backLabel={t(`${corner}.back`)}
      backHint={t(`${corner}.backHint`)}
      onBack={() => dispatch(pageChanged('map'))}
    >
      {children}
    </LearningPage>
  );
}
