import { useMemo, useState } from 'react';
import type { DashboardReport } from '../../../../core/contract';
import type { SchoolReportPupil, SchoolReportSummary } from '../../../../core/schoolcheck/schoolReport';
import { schoolReportCsv } from '../../../../core/schoolcheck/schoolReportCsv';
import { schoolReportOf } from '../../../../core/schoolcheck/schoolReportOf';
import { type MessageKey, type Translator, useLanguage, useT } from '../../i18n';
import { saveFile } from '../../platform/web/files';
import type { SaveFileFn } from '../handin/handinThunks';
import { localDate, localDateTime } from './dashboardFormat';
import './schoolReport.css';

/** Props of {@link SchoolCheckReport}. */
export interface SchoolCheckReportProps {
  /** What the dashboard read: the class folder, this device's players or hand-in files. */
  report: DashboardReport;
  onClose: () => void;
  onPrint: () => void;
  /** Saves the CSV (the browser's save; tests pass their own). */
  save?: SaveFileFn;
}

const pct = (value: number | null | undefined) => (value == null ? '—' : `${Math.round(value * 100)}%`);
const cpm = (value: number | null | undefined) => (value == null ? '—' : String(Math.round(value)));
const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

/** A change since the last check: words known in points, and speed; a dash without two checks. */
function changeText(change: { scoreRate: number; charsPerMinute: number } | null): string {
  if (!change) return '—';
  return `${signed(change.scoreRate, `${Math.round(change.scoreRate * 100)}pt`)} / ${signed(
    change.charsPerMinute,
    String(Math.round(change.charsPerMinute)),
  )}`;
}

/** The file name a school report is saved under, e.g. `kotoba-school-check-20271020.csv`. */
export function schoolReportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `kotoba-school-check-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}.csv`;
}

/**
 * The school check's report in teacher mode: the school's, each year's and each class's summary with
 * the change since the last check, then each class's pupils (latest check, slips apart from words not
 * known, keying). It saves an Excel-ready CSV and prints as a page a principal can file.
 */
export function SchoolCheckReport({ report, onClose, onPrint, save = saveFile }: SchoolCheckReportProps) {
  const t = useT();
  const language = useLanguage();
  const [saved, setSaved] = useState<string | null>(null);
  const school = useMemo(
    () => schoolReportOf(report, { now: new Date(report.generatedAt), noClass: t('schoolReport.noClass') }),
    [report, t],
  );
  const yearName = (band: string) => t(`library.band.${band}` as MessageKey);

  const exportCsv = () => {
    const name = schoolReportFileName(new Date(report.generatedAt));
    try {
      save({ name, type: 'text/csv', content: schoolReportCsv(school, { language, yearName }) });
      setSaved(t('schoolReport.exported', { path: name }));
    } catch (error) {
      setSaved(
        t('schoolReport.exportFailed', { message: error instanceof Error ? error.message : String(error) }),
      );
    }
  };

  return (
    <div className="kq-school-report" data-testid="school-report">
      <div className="kq-dash-toolbar kq-dash-noprint">
        <button type="button" className="btn btn-primary" onClick={exportCsv}>
          {t('schoolReport.exportCsv')}
        </button>
        <button type="button" className="btn" onClick={onPrint}>
          {t('schoolReport.print')}
        </button>
        <button type="button" className="btn" onClick={onClose} data-testid="school-report-close">
          {t('schoolReport.back')}
        </button>
        <p className="kq-dash-save-status" role="status" data-testid="school-report-status">
          {saved ?? ''}
        </p>
      </div>
      <h3 className="kq-school-title">{t('schoolReport.title')}</h3>
      <p className="kq-dash-muted">{t('schoolReport.made', { time: localDateTime(school.generatedAt) })}</p>
      <p className="kq-dash-help">{t('schoolReport.help')}</p>
      {school.years.length === 0 ? (
        <p className="kq-dash-muted">{t('schoolReport.empty')}</p>
      ) : (
        <>
          <section
            className="kq-dash-section kq-school-summaries"
            aria-labelledby="kq-school-summaries-title"
          >
            <h4 id="kq-school-summaries-title">{t('schoolReport.summaries')}</h4>
            <SummaryTable
              t={t}
              rows={[
                ...school.years.flatMap((year) => [
                  { key: year.band, name: yearName(year.band), summary: year.summary, level: 'year' },
                  ...year.classes.map((c) => ({
                    key: `${year.band}/${c.summary.label}`,
                    name: t('schoolReport.classTitle', {
                      year: yearName(year.band),
                      className: c.summary.label,
                    }),
                    summary: c.summary,
                    level: 'class',
                  })),
                ]),
                { key: 'school', name: t('schoolReport.school'), summary: school.school, level: 'school' },
              ]}
            />
          </section>
          {school.years.flatMap((year) =>
            year.classes.map((c) => (
              <section
                key={`${year.band}/${c.summary.label}`}
                className="kq-dash-section kq-school-class"
                aria-label={t('schoolReport.classTitle', {
                  year: yearName(year.band),
                  className: c.summary.label,
                })}
              >
                <h4>
                  {t('schoolReport.classTitle', { year: yearName(year.band), className: c.summary.label })}
                </h4>
                <PupilTable t={t} pupils={c.pupils} />
              </section>
            )),
          )}
        </>
      )}
      {school.notTaken.length > 0 ? (
        <p className="kq-dash-muted">{t('schoolReport.notTaken', { count: school.notTaken.length })}</p>
      ) : null}
      <p className="kq-school-signature">{t('schoolReport.signature')}</p>
    </div>
  );
}

/** The summaries: one row per year, class and the school. */
function SummaryTable(props: {
  t: Translator;
  rows: { key: string; name: string; summary: SchoolReportSummary; level: string }[];
}) {
  const { t } = props;
  return (
    <table className="kq-dash-table kq-school-table">
      <thead>
        <tr>
          <th scope="col">{t('schoolReport.col.group')}</th>
          <th scope="col">{t('schoolReport.col.pupils')}</th>
          <th scope="col">{t('schoolReport.col.took')}</th>
          <th scope="col">{t('schoolReport.col.score')}</th>
          <th scope="col">{t('schoolReport.col.slips')}</th>
          <th scope="col">{t('schoolReport.col.notKnown')}</th>
          <th scope="col">{t('schoolReport.col.speed')}</th>
          <th scope="col">{t('schoolReport.col.accuracy')}</th>
          <th scope="col">{t('schoolReport.col.change')}</th>
          <th scope="col">{t('schoolReport.col.lastCheck')}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map(({ key, name, summary, level }) => (
          <tr key={key} data-level={level}>
            <th scope="row">{name}</th>
            <td>{summary.pupils}</td>
            <td>{summary.took}</td>
            <td>{pct(summary.scoreRate)}</td>
            <td>{pct(summary.slipRate)}</td>
            <td>{pct(summary.notKnownRate)}</td>
            <td>{cpm(summary.charsPerMinute)}</td>
            <td>{pct(summary.accuracy)}</td>
            <td>
              {summary.change
                ? t('schoolReport.changeOf', {
                    score: signed(
                      summary.change.scoreRate,
                      `${Math.round(summary.change.scoreRate * 100)}pt`,
                    ),
                    speed: signed(
                      summary.change.charsPerMinute,
                      String(Math.round(summary.change.charsPerMinute)),
                    ),
                    pupils: summary.change.pupils,
                  })
                : '—'}
            </td>
            <td>{summary.lastCheckAt ? localDate(summary.lastCheckAt) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One class's pupils: number, name, their latest check and its change. */
function PupilTable(props: { t: Translator; pupils: readonly SchoolReportPupil[] }) {
  const { t } = props;
  return (
    <table className="kq-dash-table kq-school-table">
      <thead>
        <tr>
          <th scope="col">{t('schoolReport.col.number')}</th>
          <th scope="col">{t('schoolReport.col.name')}</th>
          <th scope="col">{t('schoolReport.col.lastCheck')}</th>
          <th scope="col">{t('schoolReport.col.form')}</th>
          <th scope="col">{t('schoolReport.col.score')}</th>
          <th scope="col">{t('schoolReport.col.slips')}</th>
          <th scope="col">{t('schoolReport.col.notKnown')}</th>
          <th scope="col">{t('schoolReport.col.speed')}</th>
          <th scope="col">{t('schoolReport.col.accuracy')}</th>
          <th scope="col">{t('schoolReport.col.change')}</th>
        </tr>
      </thead>
      <tbody>
        {props.pupils.map((pupil) => (
          <tr key={pupil.id} data-pupil-id={pupil.id}>
            <td>{pupil.number ?? ''}</td>
            <th scope="row">{pupil.name}</th>
            <td>{pupil.latest ? localDate(pupil.latest.at) : '—'}</td>
            <td>{pupil.latest?.form ?? ''}</td>
            <td>{pupil.latest ? `${pupil.latest.score} / ${pupil.latest.asked}` : '—'}</td>
            <td>{pupil.latest?.slips ?? ''}</td>
            <td>{pupil.latest?.notKnown ?? ''}</td>
            <td>{cpm(pupil.latest?.charsPerMinute)}</td>
            <td>{pct(pupil.latest?.accuracy)}</td>
            <td>{changeText(pupil.change)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
