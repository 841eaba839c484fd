import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../engine/types';
import { engineEventCues } from './engineEventCues';

const judge = { kind: 'hit' as const, index: 0, expected: 'a', typed: 'a' };
const at = 1000;

const table: { name: string; battle: boolean; events: EngineEvent[]; sfx: string[]; speak: string | null }[] =
  [
    {
      name: 'a correct key ticks',
      battle: false,
      events: [{ kind: 'hit', at, judge }],
      sfx: ['keyOn'],
      speak: null,
    },
    {
      name: 'a wrong key in study buzzes',
      battle: false,
      events: [{ kind: 'miss', at, damage: 0, judge: { ...judge, kind: 'miss', typed: 'b' } }],
      sfx: ['miss'],
      speak: null,
    },
    {
      name: 'a wrong key in battle hits the hero',
      battle: true,
      events: [{ kind: 'miss', at, damage: 5, judge: { ...judge, kind: 'miss', typed: 'b' } }],
      sfx: ['punch'],
      speak: null,
    },
    {
      name: 'clearing an answer in battle slashes the demon (no extra key tick)',
      battle: true,
      events: [
        { kind: 'hit', at, judge },
        { kind: 'clear', at, en: 'cat', damage: 20 },
        { kind: 'question', at, en: 'dog', phase: 'recall' },
      ],
      sfx: ['slash'],
      speak: null,
    },
    {
      name: 'clearing an answer in study chimes and the next shown word is spoken',
      battle: false,
      events: [
        { kind: 'hit', at, judge },
        { kind: 'clear', at, en: 'cat' },
        { kind: 'question', at, en: 'dog', phase: 'study' },
      ],
      sfx: ['clear'],
      speak: 'dog',
    },
    {
      name: 'finishing the shown word before recall chimes and says nothing',
      battle: false,
      events: [
        { kind: 'hit', at, judge },
        { kind: 'phaseChange', at, en: 'cat', phase: 'recall' },
      ],
      sfx: ['clear'],
      speak: null,
    },
    {
      name: 'the first hint step sparkles and speaks the word',
      battle: true,
      events: [{ kind: 'hint', at, en: 'January', step: 1, damage: 3 }],
      sfx: ['hint'],
      speak: 'January',
    },
    {
      name: 'later hint steps sparkle without speaking',
      battle: false,
      events: [{ kind: 'hint', at, en: 'January', step: 2 }],
      sfx: ['hint'],
      speak: null,
    },
    {
      name: 'asking to hear the word again speaks it',
      battle: false,
      events: [{ kind: 'speak', at, en: 'Monday' }],
      sfx: [],
      speak: 'Monday',
    },
    {
      name: 'skipping runs away and the next shown word is spoken',
      battle: false,
      events: [
        { kind: 'skip', at, en: 'cat' },
        { kind: 'question', at, en: 'dog', phase: 'study' },
      ],
      sfx: ['escape'],
      speak: 'dog',
    },
    {
      name: 'the winning blow slashes and the demon bursts',
      battle: true,
      events: [
        { kind: 'hit', at, judge },
        { kind: 'clear', at, en: 'cat', damage: 20 },
        { kind: 'victory', at },
      ],
      sfx: ['slash', 'defeat'],
      speak: null,
    },
    {
      name: 'losing the last HP lands a blow and the hero falls',
      battle: true,
      events: [
        { kind: 'miss', at, damage: 5, judge: { ...judge, kind: 'miss' } },
        { kind: 'defeat', at },
      ],
      sfx: ['punch', 'fallDown'],
      speak: null,
    },
    {
      name: "the demon's timed strike hits the hero",
      battle: true,
      events: [{ kind: 'enemyStrike', at, damage: 5 }],
      sfx: ['punch'],
      speak: null,
    },
    {
      name: 'time running out fells the hero',
      battle: true,
      events: [{ kind: 'timeUp', at }],
      sfx: ['fallDown'],
      speak: null,
    },
    {
      name: 'a demon that outlasts the questions escapes',
      battle: true,
      events: [{ kind: 'enemyEscaped', at }],
      sfx: ['escape'],
      speak: null,
    },
    {
      name: 'backspace, pause, resume and giving up are silent',
      battle: true,
      events: [
        { kind: 'backspace', at },
        { kind: 'pause', at },
        { kind: 'resume', at },
        { kind: 'gaveUp', at },
      ],
      sfx: [],
      speak: null,
    },
    {
      name: 'a battle question (answer hidden) is not spoken',
      battle: true,
      events: [
        { kind: 'start', at },
        { kind: 'question', at, en: 'cat', phase: 'recall' },
      ],
      sfx: [],
      speak: null,
    },
  ];

describe('engineEventCues', () => {
  for (const row of table) {
    it(row.name, () => {
      const cues = engineEventCues(row.events, row.battle);
      expect(cues.sfx).toEqual(row.sfx);
      expect(cues.speak).toBe(row.speak);
    });
  }
});
