import type { SettingsPatch } from '../../../../core/contract';
import { Icon } from '../../assets/art';
import { useT } from '../../i18n';
import {
  pageChanged,
  settingsClosed,
  soundAllowed,
  updateSettings,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { Dialog } from '../../ui/Dialog';
import { ChoiceGroup, SwitchRow, VolumeRow } from './SettingsControls';
import './SettingsDrawer.css';

/**
 * The settings drawer: sound, how to play, and looks. Every change applies at once and is saved
 * through the store. Its open state is `page.settingsOpen` in the store. It is a modal drawer: focus stays inside, Escape or the backdrop closes it, and
 * no key reaches the game while it is open.
 */
export function SettingsDrawer() {
  const t = useT();
  const open = useAppSelector((state) => state.page.settingsOpen);
  const settings = useAppSelector((state) => state.settings);
  const dispatch = useAppDispatch();
  const onClose = () => dispatch(settingsClosed());
  const change = (patch: SettingsPatch) => dispatch(updateSettings(patch));
  const percent = (value: number) => t('settings.percent', { value: Math.round(value * 100) });
  const soundOff = !soundAllowed(settings);
  const noEnglishVoice = useAppSelector((state) => state.sound.noEnglishVoice);
  // Teacher mode lives in main: a plain browser has none, and a stage in play is never left from here.
  const noTeacherMode = useAppSelector((state) => state.teacher.status === 'absent');
  const inRun = useAppSelector(
    (state) => state.page.current === 'typing' || state.page.current === 'results',
  );
  const openTeacherMode = () => {
    dispatch(settingsClosed());
    dispatch(pageChanged('teacher'));
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('settings.title')}
      variant="drawer"
      closeOnBackdrop
      className="kq-settings"
    >
      <button
        type="button"
        className="btn btn-icon kq-settings-close"
        aria-label={t('settings.close')}
        onClick={onClose}
      >
        <Icon name="close" />
      </button>

      <section className="kq-settings-section" aria-labelledby="kq-set-sound">
        <h3 id="kq-set-sound">
          <Icon name="sound-on" size="1.2em" />
          {t('settings.sectionSound')}
        </h3>
        <SwitchRow
          label={t('settings.consent')}
          checked={settings.consent === 'granted'}
          onChange={(granted) => change({ consent: granted ? 'granted' : 'denied' })}
        />
        <SwitchRow
          label={t('settings.sound')}
          checked={settings.sound}
          onChange={(sound) => change({ sound })}
        />
        <SwitchRow
          label={t('settings.bgm')}
          checked={settings.bgm}
          disabled={soundOff}
          onChange={(bgm) => change({ bgm })}
        />
        <VolumeRow
          label={t('settings.bgmVolume')}
          value={settings.bgmVolume}
          valueText={percent(settings.bgmVolume)}
          disabled={soundOff || !settings.bgm}
          onChange={(bgmVolume) => change({ bgmVolume })}
        />
        <SwitchRow
          label={t('settings.sfx')}
          checked={settings.sfx}
          disabled={soundOff}
          onChange={(sfx) => change({ sfx })}
        />
        <VolumeRow
          label={t('settings.sfxVolume')}
          value={settings.sfxVolume}
          valueText={percent(settings.sfxVolume)}
          disabled={soundOff || !settings.sfx}
          onChange={(sfxVolume) => change({ sfxVolume })}
        />
        <SwitchRow
          label={t('settings.speech')}
          checked={settings.speech}
          onChange={(speech) => change({ speech })}
        />
        {noEnglishVoice ? (
          <div className="kq-set-note" role="note" data-testid="no-english-voice">
            <p>{t('settings.noVoice')}</p>
            <p>{t('settings.noVoiceTeacher')}</p>
          </div>
        ) : null}
      </section>

      <section className="kq-settings-section" aria-labelledby="kq-set-play">
        <h3 id="kq-set-play">
          <Icon name="play" size="1.2em" />
          {t('settings.sectionPlay')}
        </h3>
        <ChoiceGroup
          legend={t('settings.mode')}
          value={settings.mode}
          onChange={(mode) => change({ mode })}
          options={[
            { value: 'study', label: t('settings.mode.study') },
            { value: 'battle', label: t('settings.mode.battle') },
          ]}
        />
        <SwitchRow
          label={t('settings.learnThenRecall')}
          help={t('settings.learnThenRecallHelp')}
          checked={settings.learnThenRecall}
          onChange={(learnThenRecall) => change({ learnThenRecall })}
        />
        <ChoiceGroup
          legend={t('settings.order')}
          value={settings.order}
          onChange={(order) => change({ order })}
          options={[
            { value: 'sequential', label: t('settings.order.sequential') },
            { value: 'random', label: t('settings.order.random') },
          ]}
        />
        <SwitchRow
          label={t('settings.strictCase')}
          checked={settings.strictCase}
          onChange={(strictCase) => change({ strictCase })}
        />
      </section>

      <section className="kq-settings-section" aria-labelledby="kq-set-look">
        <h3 id="kq-set-look">
          <Icon name="sun" size="1.2em" />
          {t('settings.sectionLook')}
        </h3>
        <ChoiceGroup
          legend={t('settings.colorMode')}
          value={settings.colorMode}
          onChange={(colorMode) => change({ colorMode })}
          options={[
            { value: 'light', label: t('colorMode.light') },
            { value: 'dark', label: t('colorMode.dark') },
            { value: 'system', label: t('colorMode.system') },
          ]}
        />
        <ChoiceGroup
          legend={t('settings.language')}
          value={settings.language}
          onChange={(language) => change({ language })}
          options={[
            { value: 'ja', label: <span lang="ja">日本語</span> },
            { value: 'en', label: <span lang="en">English</span> },
          ]}
        />
        <ChoiceGroup
          legend={t('settings.textSize')}
          value={settings.textSize}
          onChange={(textSize) => change({ textSize })}
          options={[
            { value: 'small', label: t('settings.textSize.small') },
            { value: 'medium', label: t('settings.textSize.medium') },
            { value: 'large', label: t('settings.textSize.large') },
          ]}
        />
      </section>

      <section className="kq-settings-section" aria-labelledby="kq-set-teacher">
        <h3 id="kq-set-teacher">{t('teacher.title')}</h3>
        <button
          type="button"
          className="btn"
          disabled={noTeacherMode || inRun}
          aria-describedby="kq-set-teacher-note"
          onClick={openTeacherMode}
        >
          {t('teacher.open')}
        </button>
        <p id="kq-set-teacher-note" className="kq-set-teacher-note">
          {noTeacherMode
            ? t('teacher.openBrowser')
            : inRun
              ? t('teacher.openDuringRun')
              : t('teacher.openHelp')}
        </p>
      </section>
    </Dialog>
  );
}
