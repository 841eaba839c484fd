import { describe, expect, it } from 'vitest';
import { menuContext } from '../../../tests/support/electron/main/menu/menuContext';
import { buildMenuTemplate } from './buildMenuTemplate';
import { MENU_LABELS, menuLanguageFor } from './menuLabels';

type Item = { label?: string; role?: string; accelerator?: string; submenu?: Item[]; click?: () => void };
const labelsOf = (items: Item[] | undefined) => (items ?? []).map((i) => i.label).filter(Boolean);

describe('application menu', () => {
  it('has File, View and Help in Japanese for a Japanese system', () => {
    const menu = buildMenuTemplate(menuContext({ labels: MENU_LABELS[menuLanguageFor('ja-JP')] })) as Item[];
    expect(labelsOf(menu)).toEqual(['ファイル', 'ひょうじ', 'ヘルプ']);
    expect(labelsOf(menu[0]?.submenu)).toEqual(['進み具合を書き出す…', '進み具合を読み込む…', 'おわる']);
  });

  it('speaks English elsewhere', () => {
    expect(menuLanguageFor('en-US')).toBe('en');
    expect(menuLanguageFor('fr')).toBe('en');
    const menu = buildMenuTemplate(menuContext({ labels: MENU_LABELS.en })) as Item[];
    expect(labelsOf(menu)).toEqual(['File', 'View', 'Help']);
    expect(labelsOf(menu[1]?.submenu)).toEqual(['Full Screen', 'Zoom In', 'Zoom Out', 'Actual Size']);
  });

  it('offers reload and developer tools only in development', () => {
    const roles = (dev: boolean) =>
      ((buildMenuTemplate(menuContext({ isDevelopment: dev })) as Item[])[1]?.submenu ?? []).map(
        (i) => i.role,
      );
    expect(roles(false)).not.toContain('reload');
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(true)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
  });

  it('opens the manual from Help with F1 and shows About', () => {
    let manual = 0;
    let about = 0;
    const menu = buildMenuTemplate(
      menuContext({ openManual: () => manual++, showAbout: () => about++ }),
    ) as Item[];
    const help = menu[2]?.submenu ?? [];
    const manualItem = help.find((i) => i.label === 'マニュアル');
    expect(manualItem?.accelerator).toBe('F1');
    manualItem?.click?.();
    help.find((i) => i.label === 'ことばクエストについて')?.click?.();
    expect([manual, about]).toEqual([1, 1]);
  });

  it('exports and imports progress from the File menu in both languages', () => {
    const done: string[] = [];
    const actions = {
      exportProgress: () => done.push('export'),
      importProgress: () => done.push('import'),
    };
    const en = buildMenuTemplate(menuContext({ labels: MENU_LABELS.en, ...actions })) as Item[];
    const file = en[0]?.submenu ?? [];
    expect(labelsOf(file)).toEqual(['Export progress…', 'Import progress…', 'Quit']);
    file.find((i) => i.label === 'Export progress…')?.click?.();
    file.find((i) => i.label === 'Import progress…')?.click?.();
    const mac = buildMenuTemplate(menuContext({ isMac: true, ...actions })) as Item[];
    mac[1]?.submenu?.find((i) => i.label === '進み具合を読み込む…')?.click?.();
    expect(done).toEqual(['export', 'import', 'import']);
  });

  it('puts About and Quit in the app menu on macOS', () => {
    const menu = buildMenuTemplate(menuContext({ isMac: true, labels: MENU_LABELS.en })) as Item[];
    expect(labelsOf(menu)).toEqual(['Kotoba Quest', 'File', 'View', 'Help']);
    expect(labelsOf(menu[0]?.submenu)).toEqual(['About Kotoba Quest', 'Quit']);
  });
});
