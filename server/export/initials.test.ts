import { describe, expect, it } from 'vitest';
import { initialsBySpeaker, initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it.each([
    ['Ada Okafor', 'AO'],
    ['Speaker 1', 'S1'],
    ['ETRM', 'E'],
    ['  jean-luc   picard ', 'JP'],
    ['Émile Zola', 'ÉZ'],
    ['Unknown', 'U'],
  ])('%s → %s', (name, initials) => expect(initialsOf(name)).toBe(initials));
});

describe('initialsBySpeaker', () => {
  it('numbers a second and third speaker whose initials are taken, in the order they first appear', () => {
    const labels = initialsBySpeaker(['Ada Okafor', 'Ben Lee', 'Amos Obi', 'Ada Okafor', 'Ann Ode']);
    expect([...labels]).toEqual([
      ['Ada Okafor', 'AO'],
      ['Ben Lee', 'BL'],
      ['Amos Obi', 'AO2'],
      ['Ann Ode', 'AO3'],
    ]);
  });

  it('never gives two speakers one label, even when a name’s own initials look numbered', () => {
    const labels = initialsBySpeaker(['Ada Okafor', 'Amos Obi', 'Ann Ode 2']);
    expect([...labels.values()]).toEqual(['AO', 'AO2', 'AO22']);
    expect(new Set(labels.values()).size).toBe(3);
  });

  it('is stable: the same order gives the same labels', () => {
    const order = ['Speaker 1', 'Speaker 2', 'Sam Two'];
    expect([...initialsBySpeaker(order)]).toEqual([...initialsBySpeaker(order)]);
    expect(initialsBySpeaker(order).get('Sam Two')).toBe('ST');
  });
});
