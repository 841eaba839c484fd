import { expect, loadMessages } from './support';
import { test } from './support/classroomHarness';
import { enterOn, openTeacherModeWithNewPin } from './support/teacherMode';

const PIN = '2468';

test('a teacher imports a class list from teacher mode, keyboard only, and the new pupils can play', async ({
  page,
  classroom,
}) => {
  test.setTimeout(240_000);
  const ja = await loadMessages('ja');
  await page.setViewportSize({ width: 1024, height: 700 });
  await classroom.open();

  const [first] = classroom.profiles().profiles;
  if (!first) throw new Error('the computer has no player');
  await enterOn(page, page.getByRole('button', { name: `${first.name} で あそぶ` }));
  const consent = page.getByRole('dialog', { name: ja['consent.title'] });
  await expect(consent).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText(ja['title.start']!)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();

  // Teacher mode, with a PIN set at first use.
  await openTeacherModeWithNewPin(page, ja, PIN);

  // 「名簿を読み込む」 opens the file picker; the class list is a Shift_JIS-free UTF-8 CSV with a BOM.
  const section = page.getByRole('region', { name: ja['roster.heading'] });
  const chooser = page.waitForEvent('filechooser');
  await enterOn(page, section.getByRole('button', { name: ja['roster.pick'] }));
  await (await chooser).setFiles({
    name: '3年2組.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      '\uFEFF出席番号,氏名,ふりがな\r\n1,山田 太郎,やまだ たろう\r\n2,佐藤 花子,さとう はなこ\r\n',
    ),
  });
  await expect(section.getByTestId('roster-counts')).toHaveText(
    '新しく作る 2人・そのまま 0人・学級が変わる 0人・名簿にいない 1人',
  );
  const table = section.getByRole('table');
  await expect(table.getByRole('rowheader')).toHaveText(['山田 太郎', '佐藤 花子', first.name]);
  // The preview wrote nothing.
  expect(classroom.profiles().profiles).toHaveLength(1);

  await enterOn(page, section.getByRole('button', { name: ja['roster.apply'] }));
  await expect(section.getByText(ja['roster.applied']!)).toBeVisible();
  await expect
    .poll(() => classroom.profiles().profiles.map((p) => [p.name, p.className ?? null, p.number ?? null]))
    .toEqual([
      [first.name, null, null],
      ['山田 太郎', '3年2組', 1],
      ['佐藤 花子', '3年2組', 2],
    ]);

  // Focus stays in the section (on 「名簿を読み込む」); the next key reaches the undo.
  await expect(section.getByRole('button', { name: ja['roster.pick'] })).toBeFocused();
  await page.keyboard.press('Tab');
  const undo = section.getByRole('button', { name: ja['roster.undo'] });
  await expect(undo).toBeFocused();
  // Undo goes back to the one player, since neither new pupil has played.
  await page.keyboard.press('Enter');
  await expect(section.getByTestId('roster-notice')).toContainText('2人');
  await expect.poll(() => classroom.profiles().profiles.map((p) => p.name)).toEqual([first.name]);
});
