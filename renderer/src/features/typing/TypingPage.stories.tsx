import type { Story } from '@ladle/react';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { makeStore, startStage, updateSettings } from '../../store';
import { TypingPage } from './TypingPage';

function Page({ mode, stageId }: { mode: 'study' | 'battle'; stageId: string }) {
  const store = useMemo(() => {
    const s = makeStore();
    s.dispatch(updateSettings({ mode, order: 'sequential' }));
    s.dispatch(startStage({ stageId, at: null }));
    return s;
  }, [mode, stageId]);
  return (
    <div style={{ height: '100vh' }}>
      <Provider store={store}>
        <TypingPage />
      </Provider>
    </div>
  );
}

/** The whole typing page in study mode: press Enter, then type the shown answer. */
export const Study: Story = () => <Page mode="study" stageId="month" />;
/** The whole typing page in battle mode, with both HP bars. */
export const Battle: Story = () => <Page mode="battle" stageId="number" />;
/** The demon king's castle. */
export const Boss: Story = () => <Page mode="battle" stageId="demon-king" />;

export default { title: 'Typing / Typing page' };
