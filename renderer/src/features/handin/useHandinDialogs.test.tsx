// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  handinPlatform,
  oneStageBand,
} from '../../../../tests/support/renderer/features/handin/handinPlatform';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { useT } from '../../i18n';
import { makeStore } from '../../store';
import { HANDIN_MENU_ITEMS, useHandinDialogs } from './index';

/** A menu made of the items as data, as the web edition's Files menu lists them. */
function Menu() {
  const t = useT();
  const handin = useHandinDialogs();
  return (
    <>
      {HANDIN_MENU_ITEMS.map((item) => (
        <button key={item.id} type="button" onClick={() => handin.open(item.dialog)}>
          {t(item.label)}
        </button>
      ))}
      {handin.dialogs}
    </>
  );
}

describe('the hand-in items of a menu', () => {
  it('open each dialog by its item, one at a time', { timeout: 60_000 }, async () => {
    const platform = handinPlatform();
    const store = makeStore(undefined, { timer: false, platform: () => platform, loadBand: oneStageBand });
    renderWithProviders(<Menu />, { store });
    const openDialogs = () =>
      Array.from(
        document.querySelectorAll('dialog[open]'),
        (dialog) => dialog.querySelector('h2')?.textContent,
      );
    expect(openDialogs()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'ていしゅつ用ファイルを つくる' }));
    await waitFor(() => expect(openDialogs()).toEqual(['ていしゅつ用ファイルを つくる']), {
      timeout: 15_000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'やめる', hidden: true }));
    await waitFor(() => expect(openDialogs()).toEqual([]), { timeout: 15_000 });

    fireEvent.click(screen.getByRole('button', { name: '配布用ファイルを作る' }));
    await waitFor(() => expect(openDialogs()).toEqual(['配布用ファイルを作る']), { timeout: 15_000 });
    expect(HANDIN_MENU_ITEMS.map((item) => [item.id, item.teacherOnly])).toEqual([
      ['saveHandin', false],
      ['openHandout', false],
      ['makeHandout', true],
    ]);
  });
});
