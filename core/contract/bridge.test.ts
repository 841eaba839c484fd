import { describe, expect, it } from 'vitest';
import { BRIDGE, CONTRACT, channelsOf, channelTable } from './bridge';
import { BUDGETS, noPayload } from './operation';

describe('the contract', () => {
  it('gives every operation its own channel, named after its area and operation', () => {
    const channels = channelsOf(CONTRACT);
    expect(new Set(channels).size).toBe(channels.length);
    for (const [area, table] of Object.entries(CONTRACT)) {
      for (const [name, operation] of Object.entries(table)) {
        expect(operation.channel).toBe(`${area.toLowerCase()}:${name}`);
      }
    }
  });

  it('lets the preload and harnesses see only channels, by area and operation, as plain data', () => {
    expect(JSON.parse(JSON.stringify(BRIDGE))).toEqual(BRIDGE);
    expect(BRIDGE.teacher.unlock).toBe('teacher:unlock');
    expect(Object.keys(BRIDGE)).toEqual(Object.keys(CONTRACT));
    expect(channelTable({ settings: CONTRACT.settings })).toEqual({ settings: BRIDGE.settings });
  });

  it('gives an operation without a payload the budget that lets only nothing through', () => {
    for (const table of Object.values(CONTRACT)) {
      for (const operation of Object.values(table)) {
        expect(operation.payload === noPayload).toBe(operation.budget === BUDGETS.nothing);
      }
    }
  });
});
