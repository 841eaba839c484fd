import type { DashboardPupil } from '../contract';
import type { Roster, RosterClass, RosterPupil } from '../roster/rosterTypes';
import { comparableName, comparableText } from '../text/comparableText';
import type { HandinClass, HandinClassPupil } from './readHandins';

/*
 * A report of hand-ins cannot name the pupils who handed nothing in; the class list the teacher
 * gives it does. Each pupil of the hand-ins is looked for on the list by what the hand-in records:
 * the name and class the pupil typed and, when given, the class-list number. A pupil types freely
 * (「３年２組」, 「3-2」, 「はなこ」 for 「山田 花子」), so the match goes from the surest to the
 * loosest and takes a looser one only where it points at one pupil of the list.
 */

/** One pupil of a class list: what a roster (or the players kept here) says of them. */
export type ClassListPupil = Pick<RosterPupil, 'name' | 'kana' | 'classId' | 'className' | 'number'>;

/** A class list: its classes and pupils (a {@link Roster} is one). */
export interface ClassList {
  classes: readonly RosterClass[];
  pupils: readonly ClassListPupil[];
}

/** One pupil of the classes compared, with the hand-ins found for them. */
export interface ClassListRow {
  pupil: ClassListPupil;
  /** The report's ids of the hand-in pupils found for them (one, or more where they typed differently on two devices); empty: not handed in. */
  handins: string[];
  /** Found by class and number alone: the name handed in is not the list's, so the teacher should check. */
  byNumberOnly: boolean;
}

/** The hand-ins against a class list: who handed in, who did not, and hand-ins of pupils not on it. */
export interface ClassListMatch {
  /** Every class of the list, with its pupils counted. */
  classes: RosterClass[];
  /** The ids of the classes compared. */
  chosen: string[];
  /** The pupils of the chosen classes in class-list order: class, number, name. */
  rows: ClassListRow[];
  /** The pupils of {@link rows} with no hand-in, in the same order. */
  missing: ClassListPupil[];
  /** The report's ids of hand-in pupils found nowhere on the chosen classes, in the report's order. */
  notOnList: string[];
  /** Pupils of the list with at least one hand-in. */
  handedIn: number;
  /** Pupils of the chosen classes. */
  total: number;
}

/** Marks that only separate a grade from a class (「3年2組」, 「3-2」, 「3の2」 and 「３ー２」 are one class). */
const CLASS_MARKS = /[年組\-‐－ー―の・/.．]/g;

/** A class as compared: {@link comparableText} without the marks that only separate grade and class. */
const classKey = (text: string) => comparableText(text).replace(CLASS_MARKS, '');

/** The given name of a name written family-first with a space (「山田 花子」 → 「花子」), or null. */
function givenNameOf(name: string | null): string | null {
  const parts = (name ?? '').normalize('NFKC').trim().split(/\s+/);
  return parts.length > 1 ? comparableName(parts[parts.length - 1] ?? '') : null;
}

/** What a list pupil is compared by. */
interface Listed {
  row: ClassListRow;
  classKey: string;
  /** The full name and the full kana, as compared. */
  names: Set<string>;
  /** The given name and its kana, as compared. */
  givenNames: Set<string>;
  number: number | null;
}

function listedOf(pupil: ClassListPupil): Listed {
  const names = new Set([pupil.name, pupil.kana ?? ''].map(comparableName).filter((n) => n !== ''));
  const givenNames = new Set(
    [givenNameOf(pupil.name), givenNameOf(pupil.kana)].filter((n): n is string => n !== null && n !== ''),
  );
  return {
    row: { pupil, handins: [], byNumberOnly: false },
    classKey: classKey(pupil.className),
    names,
    givenNames,
    number: pupil.number,
  };
}

/** The one candidate, or the one of several with the hand-in's number; null when none or still several. */
function onlyOne(candidates: readonly Listed[], number: number | null): Listed | null {
  if (candidates.length === 1) return candidates[0] ?? null;
  if (candidates.length === 0 || number === null) return null;
  const withNumber = candidates.filter((c) => c.number === number);
  return withNumber.length === 1 ? (withNumber[0] ?? null) : null;
}

/** Class-list order: the list's order of classes, then number (none last), then name. */
function listOrder(classes: readonly RosterClass[]) {
  const classIndex = new Map(classes.map((c, i) => [c.id, i]));
  return (a: ClassListPupil, b: ClassListPupil) =>
    (classIndex.get(a.classId) ?? classes.length) - (classIndex.get(b.classId) ?? classes.length) ||
    (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER) ||
    a.name.localeCompare(b.name, 'ja');
}

/** The list's pupils once each: a pupil listed twice (the same file picked twice) counts once. */
function distinctPupils(pupils: readonly ClassListPupil[]): ClassListPupil[] {
  const seen = new Set<string>();
  return pupils.filter((pupil) => {
    const key = `${pupil.classId}\u0000${pupil.number ?? ''}\u0000${comparableName(pupil.name)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Finds the hand-in pupils on the given list pupils; answers the rows and the hand-ins found nowhere. */
function matchPupils(
  handins: readonly HandinClassPupil[],
  pupils: readonly ClassListPupil[],
): { rows: ClassListRow[]; notOnList: string[] } {
  const listed = pupils.map(listedOf);
  const classKeys = new Set(listed.map((l) => l.classKey));
  // A class typed so that it names none of the list's classes (「2組」 for 「3年2組」) is read as
  // the list's class when the list has only one.
  const oneClass = classKeys.size === 1;
  const found = new Map<HandinClassPupil, Listed>();
  const inClass = (pupil: HandinClassPupil, candidate: Listed) => {
    const key = classKey(pupil.className);
    return key === candidate.classKey || (oneClass && !classKeys.has(key));
  };
  const pass = (find: (pupil: HandinClassPupil, name: string) => Listed | null) => {
    for (const pupil of handins) {
      if (found.has(pupil)) continue;
      const match = find(pupil, comparableName(pupil.name));
      if (match) found.set(pupil, match);
    }
  };
  // 1. Name (or its kana) and class: the same pupil however they spaced or widened them. Two
  //    hand-in pupils may find one list pupil: they typed the class two ways on two devices.
  pass((pupil, name) =>
    onlyOne(
      listed.filter((l) => l.names.has(name) && inClass(pupil, l)),
      pupil.number,
    ),
  );
  // 2. Name alone, where only one pupil of the list has it: the class was typed some other way.
  pass((pupil, name) =>
    onlyOne(
      listed.filter((l) => l.names.has(name)),
      pupil.number,
    ),
  );
  // 3. The given name alone in the class (「はなこ」), where only one pupil of the class has it.
  pass((pupil, name) =>
    onlyOne(
      listed.filter((l) => l.givenNames.has(name) && inClass(pupil, l)),
      pupil.number,
    ),
  );
  // 4. Class and number, for a list pupil nobody else was found for: the name is written another
  //    way (romaji, a nickname); the teacher is told to check it.
  const taken = new Set(found.values());
  pass((pupil) => {
    if (pupil.number === null) return null;
    const candidates = listed.filter((l) => l.number === pupil.number && inClass(pupil, l) && !taken.has(l));
    const match = candidates.length === 1 ? (candidates[0] ?? null) : null;
    if (match) {
      taken.add(match);
      match.row.byNumberOnly = true;
    }
    return match;
  });
  const notOnList: string[] = [];
  for (const pupil of handins) {
    const match = found.get(pupil);
    if (match) match.row.handins.push(pupil.id);
    else notOnList.push(pupil.id);
  }
  return { rows: listed.map((l) => l.row), notOnList };
}

/**
 * Compares the hand-ins with a class list. `chosen` are the ids of the list's classes to compare;
 * null chooses the classes any hand-in is found in (all, when none is), so a whole school's roster
 * is narrowed to the class that handed in.
 */
export function matchClassList(
  handins: HandinClass,
  list: ClassList,
  chosen: readonly string[] | null,
): ClassListMatch {
  const pupils = distinctPupils(list.pupils).sort(listOrder(list.classes));
  let ids = chosen;
  if (ids === null) {
    const found = new Set(
      matchPupils(handins.pupils, pupils).rows.flatMap((row) =>
        row.handins.length > 0 ? [row.pupil.classId] : [],
      ),
    );
    ids = found.size > 0 ? [...found] : list.classes.map((c) => c.id);
  }
  const keep = new Set(ids);
  const { rows, notOnList } = matchPupils(
    handins.pupils,
    pupils.filter((pupil) => keep.has(pupil.classId)),
  );
  const missing = rows.filter((row) => row.handins.length === 0).map((row) => row.pupil);
  return {
    // Counted again: a pupil listed twice is one pupil.
    classes: list.classes.map((c) => ({ ...c, pupils: pupils.filter((p) => p.classId === c.id).length })),
    chosen: list.classes.map((c) => c.id).filter((id) => keep.has(id)),
    rows,
    missing,
    notOnList,
    handedIn: rows.length - missing.length,
    total: rows.length,
  };
}

/**
 * The players kept here (the class folder's, or this device's) as a class list: those whose class
 * is known, which a roster import gives them. Null when none has one.
 */
export function classListOfPupils(pupils: readonly DashboardPupil[]): ClassList | null {
  const listed = pupils.flatMap((pupil): ClassListPupil[] =>
    pupil.className
      ? [
          {
            name: pupil.name,
            kana: null,
            classId: pupil.className,
            className: pupil.className,
            number: pupil.number ?? null,
          },
        ]
      : [],
  );
  if (listed.length === 0) return null;
  const classes = new Map<string, RosterClass>();
  for (const pupil of listed) {
    const known = classes.get(pupil.classId) ?? { id: pupil.classId, name: pupil.className, pupils: 0 };
    classes.set(pupil.classId, { ...known, pupils: known.pupils + 1 });
  }
  return {
    // 「3年2組」 before 「3年10組」.
    classes: [...classes.values()].sort((a, b) => a.name.localeCompare(b.name, 'ja', { numeric: true })),
    pupils: listed,
  };
}
