#!/usr/bin/env node
/**
 * Kotoba Quest's own chiptune synthesiser: renders every music loop and sound effect the game uses
 * from the note lists below, prints a sanity report (duration, peak level, loop seam) and encodes each
 * one to Ogg/Opus in renderer/src/assets/audio/.
 *
 * Usage: node scripts/synth-audio.mjs [--wav DIR] [--check]
 *   --wav DIR  also write the 16-bit WAV renders to DIR (for listening; never committed)
 *   --check    render and report only; write nothing
 *
 * Encoding needs `opusenc` (Debian/Ubuntu: opus-tools; macOS: brew install opus-tools) or `ffmpeg`
 * with libopus; the script says which one it used and stops with a clear message when neither exists.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLE_RATE = 48000;
const OUT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../renderer/src/assets/audio');
/** All audio together must stay within this many bytes. */
const BUDGET_BYTES = 3 * 1024 * 1024;
/** Peak ceiling after soft limiting: -1 dBFS. */
const CEILING = 0.891;

// ---------------------------------------------------------------------------------------------
// Pitch

const NOTE_INDEX = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** Converts a note name such as `C#5` or `Bb3` to its frequency in Hz (A4 = 440 Hz). */
function noteHz(name) {
  const match = /^([A-G])([#b]?)(-?\d)$/.exec(name);
  if (!match) throw new Error(`Not a note name: ${name}`);
  const [, letter, accidental, octave] = match;
  const semitone = NOTE_INDEX[letter] + (accidental === '#' ? 1 : accidental === 'b' ? -1 : 0);
  const midi = (Number(octave) + 1) * 12 + semitone;
  return 440 * 2 ** ((midi - 69) / 12);
}

/** Moves a frequency by a number of semitones. */
function transpose(hz, semitones) {
  return hz * 2 ** (semitones / 12);
}

// ---------------------------------------------------------------------------------------------
// Oscillators

/** Smooths a waveform's jump at phase 0 so high notes do not alias (polynomial band-limited step). */
function polyBlep(t, dt) {
  if (t < dt) {
    const x = t / dt;
    return x + x - x * x - 1;
  }
  if (t > 1 - dt) {
    const x = (t - 1) / dt;
    return x * x + x + x + 1;
  }
  return 0;
}

/** A band-limited pulse wave with the given duty cycle and no DC offset. */
function pulseSample(phase, dt, duty) {
  let value = phase < duty ? 1 : -1;
  value += polyBlep(phase, dt);
  value -= polyBlep((phase - duty + 1) % 1, dt);
  return value - (2 * duty - 1);
}

/** A triangle wave, softly stepped in 32 levels for a console-like bass. */
function triangleSample(phase) {
  const smooth = phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase;
  return Math.round(smooth * 16) / 16;
}

/** A 15-bit linear-feedback noise generator clocked at `rateHz`; `metallic` uses the short loop. */
function createNoise(rateHz, metallic = false, seed = 1) {
  let register = seed;
  let clock = 0;
  let value = 1;
  return (step = 1) => {
    clock += (rateHz / SAMPLE_RATE) * step;
    while (clock >= 1) {
      clock -= 1;
      const tap = metallic ? 6 : 1;
      const feedback = (register & 1) ^ ((register >> tap) & 1);
      register = (register >> 1) | (feedback << 14);
      value = register & 1 ? 1 : -1;
    }
    return value;
  };
}

// ---------------------------------------------------------------------------------------------
// Envelopes and filters

/**
 * Attack-decay-sustain-release level at `t` seconds for a note held `held` seconds.
 * Release is exponential-looking (squared) so tails fade naturally.
 */
function adsr(t, held, { attack = 0.005, decay = 0.08, sustain = 0.7, release = 0.06 }) {
  const levelAt = (x) => {
    if (x < attack) return x / attack;
    if (x < attack + decay) return 1 - (1 - sustain) * ((x - attack) / decay);
    return sustain;
  };
  if (t < held) return levelAt(t);
  const fromLevel = levelAt(held);
  const r = (t - held) / release;
  if (r >= 1) return 0;
  return fromLevel * (1 - r) * (1 - r);
}

/** Length in seconds a note with this envelope keeps sounding after it starts. */
function soundingLength(held, env) {
  return held + (env.release ?? 0.06);
}

/** A one-pole low-pass filter; `cutoffHz` may change per sample. */
function createLowPass() {
  let y = 0;
  return (x, cutoffHz) => {
    const a = 1 - Math.exp((-2 * Math.PI * cutoffHz) / SAMPLE_RATE);
    y += a * (x - y);
    return y;
  };
}

/** A one-pole high-pass filter. */
function createHighPass(cutoffHz) {
  const rc = 1 / (2 * Math.PI * cutoffHz);
  const a = rc / (rc + 1 / SAMPLE_RATE);
  let y = 0;
  let previous = 0;
  return (x) => {
    y = a * (y + x - previous);
    previous = x;
    return y;
  };
}

// ---------------------------------------------------------------------------------------------
// Voices

/**
 * Renders one note into `buffer` starting at `time` seconds.
 * `freq` is Hz or a function of seconds since note start (for slides and sweeps).
 */
function renderNote(buffer, time, held, voice) {
  const {
    wave = 'pulse',
    duty = 0.5,
    freq = 440,
    gain = 0.3,
    env = {},
    vibrato = null,
    noiseRate = 8000,
    metallic = false,
    lowPass = null,
    highPass = null,
  } = voice;
  const start = Math.round(time * SAMPLE_RATE);
  const length = Math.ceil(soundingLength(held, env) * SAMPLE_RATE);
  const noise = wave === 'noise' ? createNoise(noiseRate, metallic, 0x4a3b) : null;
  const lp = lowPass ? createLowPass() : null;
  const hp = highPass ? createHighPass(highPass) : null;
  let phase = 0;
  for (let i = 0; i < length; i++) {
    const index = start + i;
    if (index >= buffer.length) break;
    if (index < 0) continue;
    const t = i / SAMPLE_RATE;
    let hz = typeof freq === 'function' ? freq(t) : freq;
    if (vibrato && t > (vibrato.delay ?? 0)) {
      hz *= 2 ** ((vibrato.cents / 1200) * Math.sin(2 * Math.PI * vibrato.rate * t));
    }
    const dt = hz / SAMPLE_RATE;
    let sample;
    if (wave === 'pulse') sample = pulseSample(phase, dt, typeof duty === 'function' ? duty(t) : duty);
    else if (wave === 'triangle') sample = triangleSample(phase);
    else if (wave === 'sine') sample = Math.sin(2 * Math.PI * phase);
    else sample = noise();
    phase = (phase + dt) % 1;
    if (lp) sample = lp(sample, typeof lowPass === 'function' ? lowPass(t) : lowPass);
    if (hp) sample = hp(sample);
    buffer[index] += sample * gain * adsr(t, held, env);
  }
}

/** Drum sounds built from the oscillators above. */
const drums = {
  kick(buffer, time, gain = 0.55) {
    renderNote(buffer, time, 0.09, {
      wave: 'triangle',
      freq: (t) => 50 + 110 * Math.exp(-t * 38),
      gain,
      env: { attack: 0.001, decay: 0.09, sustain: 0, release: 0.02 },
    });
  },
  snare(buffer, time, gain = 0.3) {
    renderNote(buffer, time, 0.11, {
      wave: 'noise',
      noiseRate: 14000,
      gain,
      highPass: 500,
      env: { attack: 0.001, decay: 0.11, sustain: 0, release: 0.03 },
    });
    renderNote(buffer, time, 0.05, {
      wave: 'triangle',
      freq: (t) => 190 - 300 * t,
      gain: gain * 0.8,
      env: { attack: 0.001, decay: 0.05, sustain: 0, release: 0.02 },
    });
  },
  hat(buffer, time, gain = 0.09) {
    renderNote(buffer, time, 0.025, {
      wave: 'noise',
      noiseRate: 30000,
      metallic: true,
      highPass: 5000,
      gain,
      env: { attack: 0.001, decay: 0.025, sustain: 0, release: 0.015 },
    });
  },
  crash(buffer, time, gain = 0.2) {
    renderNote(buffer, time, 1.1, {
      wave: 'noise',
      noiseRate: 24000,
      highPass: 2500,
      gain,
      env: { attack: 0.002, decay: 1.1, sustain: 0, release: 0.2 },
    });
  },
};

// ---------------------------------------------------------------------------------------------
// Sequencer

/**
 * Parses a melody line: space-separated `NOTE:STEPS` tokens (e.g. `E5:2`), `r:STEPS` for a rest.
 * Returns `{ step, steps, hz }` events counted in sequencer steps (sixteenth notes).
 */
function parseLine(text) {
  const events = [];
  let step = 0;
  for (const token of text.trim().split(/\s+/)) {
    const [name, length = '1'] = token.split(':');
    const steps = Number(length);
    if (!Number.isFinite(steps) || steps <= 0) throw new Error(`Bad length in ${token}`);
    if (name !== 'r') events.push({ step, steps, hz: noteHz(name) });
    step += steps;
  }
  return { events, totalSteps: step };
}

/** Plays parsed events with a voice; `legato` is the held fraction of each note's length. */
function playLine(buffer, line, stepSec, voice, { legato = 0.9, offsetSteps = 0 } = {}) {
  for (const event of line.events) {
    renderNote(buffer, (event.step + offsetSteps) * stepSec, event.steps * stepSec * legato, {
      ...voice,
      freq: event.hz,
    });
  }
}

/** Chord tones (root position) for the chord names used in the songs. */
function chordTones(name, octave) {
  const match = /^([A-G][#b]?)(m?)(7?)$/.exec(name);
  if (!match) throw new Error(`Not a chord name: ${name}`);
  const [, root, minor, seventh] = match;
  const rootHz = noteHz(`${root}${octave}`);
  const tones = [0, minor ? 3 : 4, 7];
  if (seventh) tones.push(10);
  return tones.map((semitones) => transpose(rootHz, semitones));
}

/**
 * A harmony line for a melody: under each note, the nearest tone of the bar's chord that lies at
 * least a minor third lower, so the second voice always agrees with the harmony.
 */
function harmonyBelow(line, chords) {
  const events = line.events.map((event) => {
    const chord = chords[Math.floor(event.step / 16)] ?? chords[0];
    const candidates = [2, 3, 4, 5].flatMap((octave) => chordTones(chord, octave));
    const ceiling = transpose(event.hz, -3) * 1.001;
    const below = candidates.filter((hz) => hz <= ceiling);
    return { ...event, hz: below.length > 0 ? Math.max(...below) : transpose(event.hz, -12) };
  });
  return { events, totalSteps: line.totalSteps };
}

/** Renders a song whose bars each last 16 steps; returns the buffer (longer than the song for tails). */
function renderSong(song) {
  const stepSec = 60 / song.bpm / 4;
  const bars = song.chords.length;
  const lengthSec = bars * 16 * stepSec;
  const buffer = new Float64Array(Math.ceil((lengthSec + 2.5) * SAMPLE_RATE));
  song.arrange(buffer, stepSec);
  return { buffer, lengthSamples: Math.round(lengthSec * SAMPLE_RATE), stepSec };
}

/** Wraps everything that rings past the loop end back onto its start, so the loop is seamless. */
function foldLoop(buffer, lengthSamples) {
  const out = new Float64Array(lengthSamples);
  for (let i = 0; i < buffer.length; i++) out[i % lengthSamples] += buffer[i];
  return out;
}

// ---------------------------------------------------------------------------------------------
// Songs (original compositions for Kotoba Quest)

/** Map: a bright walk in C major, 140 BPM, 8 bars. */
const mapSong = {
  bpm: 140,
  chords: ['C', 'Am', 'F', 'G', 'C', 'Am', 'Dm', 'G7'],
  arrange(buffer, stepSec) {
    const melody = parseLine(`
      E5:2 G5:2 C6:4 B5:2 G5:2 E5:4
      A5:2 C6:2 E6:4 D6:2 C6:2 A5:4
      F5:2 A5:2 C6:2 A5:2 G5:3 F5:1 E5:2 F5:2
      G5:6 r:2 D5:2 E5:2 F5:2 G5:2
      E5:2 G5:2 C6:4 D6:2 E6:2 C6:4
      A5:2 E6:2 D6:2 C6:2 B5:2 C6:2 A5:4
      F5:2 A5:2 D6:4 C6:2 B5:2 A5:2 F5:2
      G5:4 B5:2 D6:2 F6:2 E6:2 D6:2 B5:2`);
    playLine(buffer, melody, stepSec, {
      wave: 'pulse',
      duty: 0.25,
      gain: 0.2,
      env: { attack: 0.004, decay: 0.1, sustain: 0.6, release: 0.08 },
      vibrato: { cents: 12, rate: 5.5, delay: 0.18 },
    });
    // A soft echo of the lead, an eighth behind, gives the square lead some space.
    playLine(
      buffer,
      melody,
      stepSec,
      {
        wave: 'pulse',
        duty: 0.125,
        gain: 0.06,
        env: { attack: 0.004, decay: 0.1, sustain: 0.5, release: 0.08 },
      },
      { offsetSteps: 3 },
    );
    this.chords.forEach((chord, bar) => {
      const tones = chordTones(chord, 4);
      const bass = chordTones(chord, 2);
      for (let s = 0; s < 16; s++) {
        const t = (bar * 16 + s) * stepSec;
        // Arpeggio: root, third, fifth, third — quiet sixteenths under the tune.
        const tone = tones[[0, 1, 2, 1][s % 4]];
        renderNote(buffer, t, stepSec * 0.7, {
          wave: 'pulse',
          duty: 0.125,
          freq: tone,
          gain: 0.05,
          env: { attack: 0.002, decay: 0.05, sustain: 0.4, release: 0.03 },
        });
        if (s % 2 === 0) {
          // Bouncing bass: root, octave, fifth, octave.
          const pick = [bass[0], bass[0] * 2, bass[2], bass[0] * 2][(s / 2) % 4];
          renderNote(buffer, t, stepSec * 1.6, {
            wave: 'triangle',
            freq: pick,
            gain: 0.32,
            env: { attack: 0.003, decay: 0.05, sustain: 0.8, release: 0.04 },
          });
        }
        if (s % 8 === 0) drums.kick(buffer, t, 0.45);
        if (s % 8 === 4) drums.snare(buffer, t, 0.18);
        if (s % 2 === 0) drums.hat(buffer, t, s % 4 === 2 ? 0.07 : 0.04);
      }
    });
  },
};

/** Battle: a driving A minor theme, 160 BPM, 8 bars. */
const battleSong = {
  bpm: 160,
  chords: ['Am', 'Am', 'F', 'E', 'Am', 'Am', 'Dm', 'E'],
  arrange(buffer, stepSec) {
    const melody = parseLine(`
      A4:3 A4:1 C5:2 E5:2 D5:3 C5:1 B4:2 C5:2
      A4:2 E5:2 A5:4 G5:2 E5:2 C5:4
      F5:3 E5:1 D5:2 C5:2 D5:2 E5:2 F5:4
      E5:4 G#5:4 B5:4 G#5:2 E5:2
      A5:3 G5:1 E5:2 C5:2 D5:3 E5:1 C5:2 A4:2
      C5:2 E5:2 A5:2 B5:2 C6:4 B5:2 A5:2
      D6:3 C6:1 A5:2 F5:2 D5:2 F5:2 A5:4
      G#5:2 B5:2 E6:4 D6:2 B5:2 G#5:2 E5:2`);
    playLine(buffer, melody, stepSec, {
      wave: 'pulse',
      duty: 0.5,
      gain: 0.16,
      env: { attack: 0.003, decay: 0.08, sustain: 0.65, release: 0.06 },
      vibrato: { cents: 15, rate: 6.5, delay: 0.15 },
    });
    // A second voice follows the tune on the chord tone just below it, for urgency.
    const harmony = harmonyBelow(melody, this.chords);
    playLine(buffer, harmony, stepSec, {
      wave: 'pulse',
      duty: 0.25,
      gain: 0.06,
      env: { attack: 0.003, decay: 0.08, sustain: 0.5, release: 0.05 },
    });
    this.chords.forEach((chord, bar) => {
      const bass = chordTones(chord, 2);
      const stab = chordTones(chord, 4);
      for (let s = 0; s < 16; s++) {
        const t = (bar * 16 + s) * stepSec;
        // Galloping bass: root on every step, octave on the off-beats of each beat.
        const hz = s % 4 === 2 ? bass[0] * 2 : bass[0];
        renderNote(buffer, t, stepSec * 0.75, {
          wave: 'triangle',
          freq: hz,
          gain: 0.34,
          env: { attack: 0.002, decay: 0.04, sustain: 0.7, release: 0.03 },
        });
        if (s === 0 || s === 6 || s === 12) {
          for (const tone of stab) {
            renderNote(buffer, t, stepSec * 1.2, {
              wave: 'pulse',
              duty: 0.125,
              freq: tone,
              gain: 0.035,
              env: { attack: 0.002, decay: 0.1, sustain: 0.3, release: 0.05 },
            });
          }
        }
        if (s === 0 || s === 6 || s === 8 || s === 10) drums.kick(buffer, t, 0.5);
        if (s === 4 || s === 12) drums.snare(buffer, t, 0.22);
        drums.hat(buffer, t, s % 2 === 0 ? 0.06 : 0.03);
      }
    });
  },
};

/** Victory: a short rising fanfare in C major, 150 BPM, played once on the results screen. */
const victorySong = {
  bpm: 150,
  chords: ['C', 'F', 'C'],
  arrange(buffer, stepSec) {
    const melody = parseLine(`
      G4:2 C5:2 E5:2 G5:4 E5:2 G5:4
      F5:2 A5:2 C6:4 B5:2 A5:2 B5:4
      C6:14`);
    playLine(
      buffer,
      melody,
      stepSec,
      {
        wave: 'pulse',
        duty: 0.25,
        gain: 0.22,
        env: { attack: 0.004, decay: 0.12, sustain: 0.7, release: 0.35 },
        vibrato: { cents: 18, rate: 6, delay: 0.2 },
      },
      { legato: 0.95 },
    );
    const chords = [
      { step: 0, names: chordTones('C', 4), bass: 'C3' },
      { step: 8, names: chordTones('C', 4), bass: 'E3' },
      { step: 16, names: chordTones('F', 4), bass: 'F3' },
      { step: 24, names: chordTones('G', 4), bass: 'G3' },
      { step: 32, names: chordTones('C', 4).concat([noteHz('C5')]), bass: 'C3' },
    ];
    for (const [i, chord] of chords.entries()) {
      const held = (i === chords.length - 1 ? 14 : 7.5) * stepSec;
      for (const tone of chord.names) {
        renderNote(buffer, chord.step * stepSec, held, {
          wave: 'pulse',
          duty: 0.125,
          freq: tone,
          gain: 0.05,
          env: { attack: 0.01, decay: 0.2, sustain: 0.6, release: 0.35 },
        });
      }
      renderNote(buffer, chord.step * stepSec, held, {
        wave: 'triangle',
        freq: noteHz(chord.bass),
        gain: 0.34,
        env: { attack: 0.005, decay: 0.1, sustain: 0.85, release: 0.35 },
      });
    }
    // A snare roll into the last chord, then a cymbal.
    for (let s = 26; s < 32; s++) drums.snare(buffer, s * stepSec, 0.08 + (s - 26) * 0.025);
    drums.kick(buffer, 32 * stepSec, 0.55);
    drums.crash(buffer, 32 * stepSec, 0.16);
    drums.kick(buffer, 0, 0.45);
    drums.kick(buffer, 16 * stepSec, 0.45);
  },
};

/** Defeat: a slow, falling jingle in A minor, 100 BPM, played once. */
const defeatSong = {
  bpm: 100,
  chords: ['Am', 'Am'],
  arrange(buffer, stepSec) {
    const melody = parseLine(`
      E5:2 D5:2 C5:2 B4:2 A4:4 G#4:4
      A4:12`);
    playLine(
      buffer,
      melody,
      stepSec,
      {
        wave: 'pulse',
        duty: 0.5,
        gain: 0.2,
        env: { attack: 0.01, decay: 0.15, sustain: 0.6, release: 0.5 },
        vibrato: { cents: 25, rate: 4.5, delay: 0.25 },
      },
      { legato: 0.95 },
    );
    const harmony = [
      { step: 0, tones: chordTones('Am', 3), bass: 'A2', held: 8 },
      { step: 8, tones: chordTones('F', 3), bass: 'F2', held: 4 },
      { step: 12, tones: chordTones('E', 3), bass: 'E2', held: 4 },
      { step: 16, tones: chordTones('Am', 3), bass: 'A2', held: 12 },
    ];
    for (const chord of harmony) {
      for (const tone of chord.tones) {
        renderNote(buffer, chord.step * stepSec, chord.held * stepSec, {
          wave: 'pulse',
          duty: 0.125,
          freq: tone,
          gain: 0.045,
          env: { attack: 0.02, decay: 0.3, sustain: 0.5, release: 0.5 },
        });
      }
      renderNote(buffer, chord.step * stepSec, chord.held * stepSec, {
        wave: 'triangle',
        freq: noteHz(chord.bass),
        gain: 0.34,
        env: { attack: 0.01, decay: 0.2, sustain: 0.8, release: 0.5 },
      });
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Effects (each returns a buffer; lengths in seconds are chosen per effect)

function effect(seconds, draw) {
  const buffer = new Float64Array(Math.ceil(seconds * SAMPLE_RATE));
  draw(buffer);
  return buffer;
}

const effects = {
  /** A soft, very short tick for each correct key. */
  keyOn: () =>
    effect(0.07, (b) => {
      renderNote(b, 0, 0.012, {
        wave: 'pulse',
        duty: 0.25,
        freq: (t) => 1760 + 2000 * Math.exp(-t * 200),
        gain: 0.3,
        env: { attack: 0.001, decay: 0.02, sustain: 0.2, release: 0.035 },
      });
    }),
  /** A low, buzzy "bzzt" for a wrong key. */
  miss: () =>
    effect(0.2, (b) => {
      renderNote(b, 0, 0.12, {
        wave: 'pulse',
        duty: 0.5,
        freq: (t) => 220 - 500 * t,
        gain: 0.35,
        lowPass: 2500,
        env: { attack: 0.002, decay: 0.05, sustain: 0.7, release: 0.06 },
      });
      renderNote(b, 0, 0.12, {
        wave: 'pulse',
        duty: 0.25,
        freq: (t) => 233 - 520 * t,
        gain: 0.2,
        lowPass: 2500,
        env: { attack: 0.002, decay: 0.05, sustain: 0.7, release: 0.06 },
      });
    }),
  /** A heavy thump when the hero takes a hit. */
  punch: () =>
    effect(0.3, (b) => {
      renderNote(b, 0, 0.14, {
        wave: 'triangle',
        freq: (t) => 45 + 200 * Math.exp(-t * 30),
        gain: 0.8,
        env: { attack: 0.001, decay: 0.14, sustain: 0, release: 0.05 },
      });
      renderNote(b, 0, 0.09, {
        wave: 'noise',
        noiseRate: 9000,
        gain: 0.5,
        lowPass: (t) => 5000 * Math.exp(-t * 25) + 300,
        env: { attack: 0.001, decay: 0.09, sustain: 0, release: 0.04 },
      });
    }),
  /** A sword stroke: a bright swish that sweeps down. */
  slash: () =>
    effect(0.4, (b) => {
      renderNote(b, 0, 0.22, {
        wave: 'noise',
        noiseRate: 40000,
        gain: 0.6,
        highPass: 1200,
        lowPass: (t) => 14000 * Math.exp(-t * 9) + 600,
        env: { attack: 0.01, decay: 0.22, sustain: 0, release: 0.08 },
      });
      renderNote(b, 0.015, 0.12, {
        wave: 'pulse',
        duty: 0.125,
        freq: (t) => 2600 - 5000 * t,
        gain: 0.12,
        env: { attack: 0.002, decay: 0.12, sustain: 0, release: 0.05 },
      });
    }),
  /** Three quick rising notes when an answer is cleared. */
  clear: () =>
    effect(0.45, (b) => {
      ['C6', 'E6', 'G6', 'C7'].forEach((note, i) => {
        renderNote(b, i * 0.05, i === 3 ? 0.12 : 0.045, {
          wave: 'pulse',
          duty: 0.25,
          freq: noteHz(note),
          gain: 0.25,
          env: { attack: 0.002, decay: 0.05, sustain: 0.5, release: i === 3 ? 0.2 : 0.04 },
        });
      });
    }),
  /** A soft sparkle with an echo when a hint is shown. */
  hint: () =>
    effect(0.6, (b) => {
      for (const [delay, gain] of [
        [0, 0.3],
        [0.15, 0.12],
        [0.3, 0.05],
      ]) {
        renderNote(b, delay, 0.05, {
          wave: 'triangle',
          freq: noteHz('A5'),
          gain,
          env: { attack: 0.003, decay: 0.05, sustain: 0.3, release: 0.1 },
        });
        renderNote(b, delay + 0.06, 0.06, {
          wave: 'triangle',
          freq: noteHz('E6'),
          gain,
          env: { attack: 0.003, decay: 0.06, sustain: 0.3, release: 0.12 },
        });
      }
    }),
  /** A tiny tick when the selection moves in a menu or on the map. */
  menuMove: () =>
    effect(0.08, (b) => {
      renderNote(b, 0, 0.03, {
        wave: 'pulse',
        duty: 0.125,
        freq: noteHz('B5'),
        gain: 0.25,
        env: { attack: 0.001, decay: 0.02, sustain: 0.4, release: 0.03 },
      });
    }),
  /** Two bright notes confirming a choice. */
  menuSelect: () =>
    effect(0.25, (b) => {
      renderNote(b, 0, 0.05, {
        wave: 'pulse',
        duty: 0.25,
        freq: noteHz('E6'),
        gain: 0.25,
        env: { attack: 0.001, decay: 0.04, sustain: 0.6, release: 0.03 },
      });
      renderNote(b, 0.06, 0.09, {
        wave: 'pulse',
        duty: 0.25,
        freq: noteHz('A6'),
        gain: 0.25,
        env: { attack: 0.001, decay: 0.06, sustain: 0.5, release: 0.08 },
      });
    }),
  /** The enemy bursts apart: a noisy blast with a falling tone. */
  defeat: () =>
    effect(0.9, (b) => {
      renderNote(b, 0, 0.6, {
        wave: 'noise',
        noiseRate: 6000,
        gain: 0.55,
        lowPass: (t) => 6000 * Math.exp(-t * 5) + 200,
        env: { attack: 0.002, decay: 0.6, sustain: 0, release: 0.2 },
      });
      renderNote(b, 0, 0.5, {
        wave: 'pulse',
        duty: 0.5,
        freq: (t) => 600 * Math.exp(-t * 4),
        gain: 0.18,
        env: { attack: 0.002, decay: 0.5, sustain: 0, release: 0.1 },
      });
      renderNote(b, 0, 0.2, {
        wave: 'triangle',
        freq: (t) => 40 + 150 * Math.exp(-t * 20),
        gain: 0.7,
        env: { attack: 0.001, decay: 0.2, sustain: 0, release: 0.05 },
      });
    }),
  /** A quick rising whoosh for running away (skipping a question). */
  escape: () =>
    effect(0.5, (b) => {
      renderNote(b, 0, 0.3, {
        wave: 'pulse',
        duty: (t) => 0.125 + 0.3 * t,
        freq: (t) => 300 * 2 ** (t * 10),
        gain: 0.15,
        env: { attack: 0.01, decay: 0.3, sustain: 0.2, release: 0.1 },
      });
      renderNote(b, 0, 0.35, {
        wave: 'noise',
        noiseRate: 20000,
        gain: 0.25,
        lowPass: (t) => 800 + 8000 * t,
        env: { attack: 0.05, decay: 0.3, sustain: 0, release: 0.1 },
      });
    }),
  /** The hero falls: a long, wobbling slide down. */
  fallDown: () =>
    effect(1.3, (b) => {
      renderNote(b, 0, 1.0, {
        wave: 'pulse',
        duty: 0.5,
        freq: (t) => (700 * Math.exp(-t * 2.2) + 60) * (1 + 0.06 * Math.sin(2 * Math.PI * 9 * t)),
        gain: 0.25,
        lowPass: 3000,
        env: { attack: 0.005, decay: 0.4, sustain: 0.7, release: 0.25 },
      });
      renderNote(b, 0.95, 0.12, {
        wave: 'triangle',
        freq: (t) => 40 + 120 * Math.exp(-t * 25),
        gain: 0.7,
        env: { attack: 0.001, decay: 0.12, sustain: 0, release: 0.05 },
      });
    }),
  /** A quick triumphant run upward for a level gained. */
  levelUp: () =>
    effect(1.3, (b) => {
      const run = ['C5', 'E5', 'G5', 'C6', 'D5', 'F#5', 'A5', 'D6'];
      run.forEach((note, i) => {
        renderNote(b, i * 0.06, 0.05, {
          wave: 'pulse',
          duty: 0.25,
          freq: noteHz(note),
          gain: 0.2,
          env: { attack: 0.002, decay: 0.04, sustain: 0.6, release: 0.04 },
        });
      });
      for (const note of ['E6', 'G#5', 'B5']) {
        renderNote(b, 0.5, 0.45, {
          wave: 'pulse',
          duty: note === 'E6' ? 0.25 : 0.125,
          freq: noteHz(note),
          gain: note === 'E6' ? 0.2 : 0.08,
          env: { attack: 0.003, decay: 0.15, sustain: 0.6, release: 0.3 },
          vibrato: { cents: 20, rate: 7, delay: 0.1 },
        });
      }
      renderNote(b, 0.5, 0.45, {
        wave: 'triangle',
        freq: noteHz('E3'),
        gain: 0.35,
        env: { attack: 0.003, decay: 0.15, sustain: 0.7, release: 0.3 },
      });
    }),
};

// ---------------------------------------------------------------------------------------------
// Mastering and checks

/** Removes DC, scales the peak to 1, soft-limits above a knee, and lands at `level` × ceiling. */
function master(samples, level) {
  let mean = 0;
  for (const s of samples) mean += s;
  mean /= samples.length;
  let peak = 0;
  for (let i = 0; i < samples.length; i++) {
    samples[i] -= mean;
    peak = Math.max(peak, Math.abs(samples[i]));
  }
  const knee = 0.7;
  const out = new Float64Array(samples.length);
  // Drive the mix 20% into the limiter so peaks are rounded rather than clipped.
  const drive = peak > 0 ? 1.2 / peak : 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i] * drive;
    const magnitude = Math.abs(x);
    const limited =
      magnitude <= knee ? magnitude : knee + (1 - knee) * Math.tanh((magnitude - knee) / (1 - knee));
    out[i] = Math.sign(x) * limited * CEILING * level;
  }
  return out;
}

/** Fades the last few milliseconds of a one-shot sound to silence so it never ends with a click. */
function fadeTail(samples, seconds = 0.01) {
  const n = Math.min(samples.length, Math.round(seconds * SAMPLE_RATE));
  for (let i = 0; i < n; i++) samples[samples.length - 1 - i] *= i / n;
  return samples;
}

function toDb(value) {
  return value > 0 ? 20 * Math.log10(value) : -Infinity;
}

/** Duration, peak, RMS and seam figures for the report. */
function measure(samples) {
  let peak = 0;
  let sumSquares = 0;
  for (const s of samples) {
    peak = Math.max(peak, Math.abs(s));
    sumSquares += s * s;
  }
  const steps = new Float64Array(Math.max(0, samples.length - 1));
  for (let i = 1; i < samples.length; i++) steps[i - 1] = Math.abs(samples[i] - samples[i - 1]);
  steps.sort();
  const largestStep = steps[steps.length - 1] ?? 0;
  const p99Step = steps[Math.floor(steps.length * 0.99)] ?? 0;
  return {
    seconds: samples.length / SAMPLE_RATE,
    peak,
    rms: Math.sqrt(sumSquares / samples.length),
    first: samples[0],
    last: samples[samples.length - 1],
    seamStep: Math.abs(samples[0] - samples[samples.length - 1]),
    largestStep,
    p99Step,
  };
}

/** 16-bit mono PCM WAV bytes. */
function wavBytes(samples) {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) {
    const clamped = Math.max(-1, Math.min(1, samples[i]));
    data.writeInt16LE(Math.round(clamped * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Reads a 16-bit mono/stereo PCM WAV (as written by opusdec/ffmpeg) into floats of the first channel. */
function readWav(bytes) {
  let offset = 12;
  let channels = 1;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') channels = bytes.readUInt16LE(offset + 10);
    if (id === 'data') {
      const frames = Math.floor(Math.min(size, bytes.length - offset - 8) / (2 * channels));
      const out = new Float64Array(frames);
      for (let i = 0; i < frames; i++) out[i] = bytes.readInt16LE(offset + 8 + i * 2 * channels) / 32768;
      return out;
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('No data chunk in decoded WAV');
}

// ---------------------------------------------------------------------------------------------
// Encoding

function has(command) {
  const probe = spawnSync(command, ['--help'], { stdio: 'ignore' });
  return !probe.error;
}

/** Finds an Opus encoder on this machine: opusenc (opus-tools) first, then ffmpeg with libopus. */
function findEncoder() {
  if (has('opusenc')) return 'opusenc';
  if (has('ffmpeg')) {
    const encoders = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' });
    if (/libopus/.test(encoders.stdout ?? '')) return 'ffmpeg';
  }
  return null;
}

/** A fixed stream serial per file keeps the committed files identical from one run to the next. */
function serialFor(name) {
  let hash = 2166136261;
  for (const ch of name) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
  return hash & 0x7fffffff;
}

/**
 * Samples of the loop's own ending placed before its start when encoding a loop (80 ms, the
 * convergence time RFC 7845 recommends). The decoder warms up on what really precedes the loop start
 * and then drops it through a larger pre-skip, so the first samples match the last ones.
 */
const LOOP_PREROLL = Math.round(0.08 * SAMPLE_RATE);

/** Prepends the last {@link LOOP_PREROLL} samples of a loop to itself. */
function withPreroll(samples) {
  const out = new Float64Array(samples.length + LOOP_PREROLL);
  out.set(samples.subarray(samples.length - LOOP_PREROLL), 0);
  out.set(samples, LOOP_PREROLL);
  return out;
}

const OGG_CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let bit = 0; bit < 8; bit++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** Ogg page checksum (CRC-32, polynomial 0x04C11DB7, unreflected, CRC field taken as zero). */
function oggCrc(page) {
  let crc = 0;
  for (let i = 0; i < page.length; i++) {
    const byte = i >= 22 && i < 26 ? 0 : page[i];
    crc = ((crc << 8) ^ OGG_CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]) >>> 0;
  }
  return crc;
}

/** Adds `extra` samples to the pre-skip in the OpusHead of an Ogg/Opus file and re-signs its page. */
function addPreSkip(path, extra) {
  const bytes = readFileSync(path);
  const segments = bytes[26];
  const headAt = 27 + segments;
  if (
    bytes.toString('ascii', 0, 4) !== 'OggS' ||
    bytes.toString('ascii', headAt, headAt + 8) !== 'OpusHead'
  ) {
    throw new Error(`${path}: unexpected first page`);
  }
  let bodyLength = 0;
  for (let i = 0; i < segments; i++) bodyLength += bytes[27 + i];
  const preSkip = bytes.readUInt16LE(headAt + 10) + extra;
  if (preSkip > 0xffff) throw new Error(`${path}: pre-skip too large`);
  bytes.writeUInt16LE(preSkip, headAt + 10);
  bytes.writeUInt32LE(oggCrc(bytes.subarray(0, headAt + bodyLength)), 22);
  writeFileSync(path, bytes);
}

function encode(encoder, wavPath, outPath, name, kbps) {
  const args =
    encoder === 'opusenc'
      ? [
          '--quiet',
          '--bitrate',
          String(kbps),
          '--comp',
          '10',
          '--padding',
          '0',
          '--serial',
          String(serialFor(name)),
          '--title',
          `Kotoba Quest: ${name}`,
          '--artist',
          'Kotoba Quest',
          wavPath,
          outPath,
        ]
      : [
          '-hide_banner',
          '-loglevel',
          'error',
          '-y',
          '-i',
          wavPath,
          '-c:a',
          'libopus',
          '-b:a',
          `${kbps}k`,
          '-ac',
          '1',
          '-map_metadata',
          '-1',
          '-fflags',
          '+bitexact',
          '-metadata',
          `title=Kotoba Quest: ${name}`,
          outPath,
        ];
  const run = spawnSync(encoder, args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${encoder} failed for ${name}: ${run.stderr || run.error}`);
}

/** Decodes an Opus file back to PCM with whatever tool is present, or null when none is. */
function decode(encoder, oggPath, wavPath) {
  const run =
    encoder === 'opusenc' && has('opusdec')
      ? spawnSync('opusdec', ['--quiet', '--rate', '48000', oggPath, wavPath])
      : encoder === 'ffmpeg'
        ? spawnSync('ffmpeg', [
            '-hide_banner',
            '-loglevel',
            'error',
            '-y',
            '-i',
            oggPath,
            '-ac',
            '1',
            wavPath,
          ])
        : null;
  if (run?.status !== 0) return null;
  return readWav(readFileSync(wavPath));
}

// ---------------------------------------------------------------------------------------------
// Main

/** Every file the game uses: name, kind, and how it is made. */
const catalogue = [
  { name: 'bgm/map', kind: 'loop', kbps: 56, level: 0.8, render: () => renderSong(mapSong) },
  { name: 'bgm/battle', kind: 'loop', kbps: 56, level: 0.8, render: () => renderSong(battleSong) },
  { name: 'bgm/victory', kind: 'jingle', kbps: 56, level: 0.85, render: () => renderSong(victorySong) },
  { name: 'bgm/defeat', kind: 'jingle', kbps: 56, level: 0.8, render: () => renderSong(defeatSong) },
  ...Object.entries(effects).map(([name, make]) => ({
    name: `sfx/${name}`,
    kind: 'effect',
    kbps: 48,
    level: name === 'keyOn' || name === 'menuMove' ? 0.6 : 0.8,
    render: make,
  })),
];

/** Trims a one-shot render to where its sound has ended, plus a short margin. */
function trimSilence(samples) {
  let end = samples.length;
  while (end > 1 && Math.abs(samples[end - 1]) < 1e-4) end--;
  return samples.slice(0, Math.min(samples.length, end + Math.round(0.02 * SAMPLE_RATE)));
}

function renderEntry(entry) {
  const rendered = entry.render();
  if (entry.kind === 'effect') return fadeTail(master(trimSilence(rendered), entry.level));
  if (entry.kind === 'loop') return master(foldLoop(rendered.buffer, rendered.lengthSamples), entry.level);
  return fadeTail(master(trimSilence(rendered.buffer), entry.level), 0.05);
}

function format(value, digits = 2) {
  return Number.isFinite(value) ? value.toFixed(digits) : '-inf';
}

function main() {
  const args = process.argv.slice(2);
  const checkOnly = args.includes('--check');
  const wavIndex = args.indexOf('--wav');
  const wavDir = wavIndex >= 0 ? resolve(args[wavIndex + 1] ?? '') : null;
  const encoder = checkOnly ? null : findEncoder();
  if (!checkOnly && !encoder) {
    console.error(
      'No Opus encoder found. Install opus-tools (apt-get install opus-tools / brew install opus-tools)\n' +
        'or ffmpeg with libopus, then run again. Use --check to render and report without encoding.',
    );
    process.exit(1);
  }
  if (encoder) console.log(`Encoding to Ogg/Opus with ${encoder}.`);
  const work = mkdtempSync(join(tmpdir(), 'kotoba-audio-'));
  for (const folder of ['bgm', 'sfx']) {
    if (wavDir) mkdirSync(join(wavDir, folder), { recursive: true });
    if (!checkOnly) mkdirSync(join(OUT_DIR, folder), { recursive: true });
    mkdirSync(join(work, folder), { recursive: true });
  }
  const problems = [];
  let totalBytes = 0;
  console.log(
    'file                  kind     secs   peak dBFS  rms dBFS  first     last      seam step  opus bytes  after decoding',
  );
  try {
    for (const entry of catalogue) {
      let samples = renderEntry(entry);
      let bytes = 0;
      let decodedPeak = Number.NaN;
      let decodedSeam = '';
      if (!checkOnly) {
        const wavPath = join(work, `${entry.name}.wav`);
        const outPath = join(OUT_DIR, `${entry.name}.ogg`);
        // Lossy coding can overshoot on bright noise; when the decoded peak passes the ceiling,
        // lower the gain and encode again.
        for (let attempt = 0; attempt < 4; attempt++) {
          const loop = entry.kind === 'loop';
          writeFileSync(wavPath, wavBytes(loop ? withPreroll(samples) : samples));
          encode(encoder, wavPath, outPath, entry.name, entry.kbps);
          if (loop) addPreSkip(outPath, LOOP_PREROLL);
          const decoded = decode(encoder, outPath, join(work, `${entry.name}.decoded.wav`));
          if (!decoded) break;
          const d = measure(decoded);
          decodedPeak = d.peak;
          decodedSeam = entry.kind === 'loop' ? format(d.seamStep, 4) : '';
          // After lossy coding the seam should be no rougher than the music itself (99th percentile step).
          if (entry.kind === 'loop' && d.seamStep > d.p99Step) {
            problems.push(`${entry.name}: decoded loop seam jumps by ${d.seamStep.toFixed(4)}`);
          }
          if (decoded.length !== samples.length) {
            problems.push(`${entry.name}: decodes to ${decoded.length} samples, expected ${samples.length}`);
          }
          if (decodedPeak <= CEILING) break;
          const scale = (CEILING / decodedPeak) * 0.97;
          samples = samples.map((s) => s * scale);
        }
        bytes = statSync(outPath).size;
        totalBytes += bytes;
      }
      const m = measure(samples);
      if (wavDir) writeFileSync(join(wavDir, `${entry.name}.wav`), wavBytes(samples));
      const seam = entry.kind === 'loop' ? format(m.seamStep, 4) : '';
      console.log(
        [
          entry.name.padEnd(21),
          entry.kind.padEnd(8),
          format(m.seconds).padStart(5),
          format(toDb(m.peak)).padStart(10),
          format(toDb(m.rms)).padStart(9),
          format(m.first, 4).padStart(8),
          format(m.last, 4).padStart(8),
          seam.padStart(10),
          String(bytes || '').padStart(11),
          Number.isNaN(decodedPeak) ? '' : `${format(toDb(decodedPeak)).padStart(9)} dBFS`,
          decodedSeam ? `seam ${decodedSeam}` : '',
        ].join(' '),
      );
      if (m.peak >= 1) problems.push(`${entry.name}: clips (peak ${m.peak.toFixed(3)})`);
      // 16-bit decoders clamp at 32767/32768, so anything this close to full scale counts as clipped.
      if (decodedPeak >= 0.999)
        problems.push(`${entry.name}: clips after encoding (peak ${decodedPeak.toFixed(3)})`);
      if (entry.kind === 'loop') {
        if (m.seconds < 8 || m.seconds > 16)
          problems.push(`${entry.name}: loop is ${m.seconds.toFixed(2)} s`);
        // Across the seam the wave should move no more than it usually does (99th percentile step).
        if (m.seamStep > m.p99Step)
          problems.push(`${entry.name}: loop seam jumps by ${m.seamStep.toFixed(4)}`);
      } else if (Math.abs(m.last) > 1e-3) {
        problems.push(`${entry.name}: ends at ${m.last.toFixed(4)} instead of silence`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (!checkOnly) {
    console.log(
      `Total: ${totalBytes} bytes (${((totalBytes / BUDGET_BYTES) * 100).toFixed(1)}% of the 3 MB budget)`,
    );
    if (totalBytes > BUDGET_BYTES) problems.push(`audio set is ${totalBytes} bytes, over the 3 MB budget`);
  }
  if (problems.length > 0) {
    console.error(`Problems:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All checks passed: no clipping, loops seamless and 8–16 s, one-shots end in silence.');
}

main();
