// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeWebHost } from '../../../../tests/support/renderer/features/files/fakeWebHost';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { setWebHost } from '../../platform/web/webHost';
import { makeStore } from '../../store';
import { StorageStanding } from './StorageStanding';

const MB = 1024 * 1024;

describe("the teacher's view of how this browser keeps the saves", () => {
  afterEach(() => setWebHost(null));

  it('says storage is not persistent, how much is used, and asks for it on request', async () => {
    const host = fakeWebHost({
      storage: { persisted: false, usageBytes: 3.5 * MB, quotaBytes: 2048 * MB },
      grants: true,
    });
    setWebHost(host);
    renderWithProviders(<StorageStanding />, { store: makeStore(undefined, { timer: false }) });
    expect((await screen.findByTestId('storage-persisted')).textContent).toBe(
      '永続ストレージ：許可されていません。空き容量が少なくなると、ブラウザが記録を消すことがあります。',
    );
    expect(screen.getByTestId('storage-usage').textContent).toBe(
      '使用量：3.5 MB（このサイトに使える量の目安：2 GB）',
    );
    expect(screen.getByRole('region', { name: 'このブラウザでの保存' }).textContent).toContain('IndexedDB');
    fireEvent.click(screen.getByRole('button', { name: '永続ストレージを求める' }));
    await waitFor(() =>
      expect(screen.getByTestId('storage-answer').textContent).toBe('永続ストレージが許可されました。'),
    );
    expect(host.requestPersistence).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('storage-persisted').textContent).toBe('永続ストレージ：許可されています。');
    expect(screen.queryByRole('button', { name: '永続ストレージを求める' })).toBeNull();
  });

  it('says plainly when the browser refuses, and when it cannot tell', async () => {
    setWebHost(
      fakeWebHost({ storage: { persisted: null, usageBytes: null, quotaBytes: null }, grants: false }),
    );
    renderWithProviders(<StorageStanding />, { store: makeStore(undefined, { timer: false }) });
    expect((await screen.findByTestId('storage-persisted')).textContent).toBe(
      '永続ストレージ：このブラウザからは状態がわかりません。',
    );
    expect(screen.getByTestId('storage-usage').textContent).toBe('使用量：このブラウザからはわかりません。');
    fireEvent.click(screen.getByRole('button', { name: '永続ストレージを求める' }));
    await waitFor(() =>
      expect(screen.getByTestId('storage-answer').textContent).toContain('許可されませんでした。'),
    );
  });

  it('is not there in the desktop app', () => {
    renderWithProviders(<StorageStanding />, { store: makeStore(undefined, { timer: false }) });
    expect(screen.queryByTestId('storage-standing')).toBeNull();
  });
});
