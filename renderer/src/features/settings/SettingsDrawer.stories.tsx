import type { Story } from '@ladle/react';
import { useEffect } from 'react';
import { settingsOpened, useAppDispatch } from '../../store';
import { SettingsButton } from './SettingsButton';
import { SettingsDrawer } from './SettingsDrawer';

/** The drawer open; every change applies at once (try the colours and the language). */
export const Open: Story = () => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(settingsOpened());
  }, [dispatch]);
  return (
    <>
      <SettingsButton />
      <SettingsDrawer />
    </>
  );
};

/** The gear button that opens the drawer, with its tooltip. */
export const Button: Story = () => (
  <div style={{ padding: '2rem' }}>
    <SettingsButton />
    <SettingsDrawer />
  </div>
);

export default { title: 'Screens / Settings drawer' };
