import {
  type Contract,
  emptySnapshot,
  type Operation,
  type SentPayloadOf,
} from '../../../../../core/contract';

/** One payload per operation of a contract, by area and operation. */
export type SamplePayloads<C> = {
  [Area in keyof C]: {
    [Name in keyof C[Area]]: C[Area][Name] extends Operation ? SentPayloadOf<C[Area][Name]> : never;
  };
};

const TOKEN = 'T'.repeat(43);

/**
 * A payload that each operation's schema accepts (ids and tokens of the right shape, which need not
 * exist), so a test can reach every operation's work through the guard. The compiler asks for one
 * for every operation of the contract.
 */
export const SAMPLE_PAYLOADS: SamplePayloads<Contract> = {
  settings: { get: undefined, set: { language: 'en' } },
  app: { load: undefined, save: emptySnapshot(), overwrite: emptySnapshot() },
  profiles: {
    list: undefined,
    add: { name: 'Ken', avatar: 'hero' },
    update: { id: 'p-000001', name: 'Kenji', avatar: 'storm-cloud' },
    remove: 'p-000001',
    select: 'p-000001',
  },
  wordLists: {
    list: undefined,
    rename: { id: 'wl-000001', title: 'Unit 4' },
    remove: 'wl-000001',
    confirm: 'pv-000001',
    cancel: 'pv-000001',
  },
  teacher: {
    status: undefined,
    setPin: { pin: '2468' },
    unlock: { pin: '2468' },
    lock: { token: TOKEN },
    getSettings: undefined,
    setSettings: { token: TOKEN, settings: { openWorlds: ['j1'], openStages: [], todayStages: ['month'] } },
  },
  classFolder: {
    status: undefined,
    releasePlayer: { token: TOKEN, playerId: 'p-000001' },
    setFolder: { token: TOKEN, classFolder: null, className: null },
    leave: undefined,
  },
  dashboard: {
    report: { token: TOKEN },
    pupil: { token: TOKEN, playerId: 'p-000001' },
    exportCsv: { token: TOKEN, language: 'en' },
  },
  roster: {
    // "出席番号,氏名\n1,山田" in UTF-8.
    preview: {
      token: TOKEN,
      files: [{ name: '1組.csv', base64: '5Ye65bit55Wq5Y+3LOawj+WQjQoxLOWxseeUsA==' }],
      classes: null,
    },
    apply: {
      token: TOKEN,
      files: [{ name: '1組.csv', base64: '5Ye65bit55Wq5Y+3LOawj+WQjQoxLOWxseeUsA==' }],
      classes: null,
    },
    undo: { token: TOKEN },
    exportPlayers: { token: TOKEN, ids: ['p-000001'] },
    removeLeavers: { token: TOKEN, ids: ['p-000001'], withoutExport: false },
  },
};
