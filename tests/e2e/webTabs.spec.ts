import { expect, test } from '@playwright/test';
import { loadMessages } from './support/messages';
import { enterAsPlayer, serveWebForFile } from './support/webEdition';

const server = serveWebForFile();

test('the game open in two tabs plays in one: the second offers to take over, and the first then stops', async ({
  context,
}) => {
  const ja = await loadMessages('ja');
  const first = await context.newPage();
  await first.goto(server.url);
  await enterAsPlayer(first, ja, 'はな');

  // A second tab of the same browser finds the game playing and writes nothing.
  const second = await context.newPage();
  await second.goto(server.url);
  const elsewhere = second.getByRole('dialog', { name: ja['playLock.elsewhere.title'] });
  await expect(elsewhere).toBeVisible();
  await expect(elsewhere).toContainText(ja['playLock.elsewhere.body']!);
  const takeOver = elsewhere.getByRole('button', { name: ja['playLock.takeOver'] });
  await expect(takeOver).toBeFocused();
  await expect(first.getByTestId('play-lock')).toHaveCount(0);

  // Keyboard only: Enter takes over; the second tab starts again from the saves and plays.
  await second.keyboard.press('Enter');
  const stopped = first.getByRole('dialog', { name: ja['playLock.takenOver.title'] });
  await expect(stopped).toBeVisible();
  await expect(stopped).toContainText(ja['playLock.takenOver.body']!);
  await enterAsPlayer(second, ja, 'はな');
  await expect(second.getByTestId('play-lock')).toHaveCount(0);

  // And back: the first tab can take over in its turn.
  await first.keyboard.press('Enter');
  await expect(second.getByRole('dialog', { name: ja['playLock.takenOver.title'] })).toBeVisible();
  await enterAsPlayer(first, ja, 'はな');
});
