import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeHidDevice } from './fake-hid-device.ts';
import { listenToPedal, type PedalEdge } from './pedal-adapter.ts';
import { WIND_EVERY_MS, pedalActions, type PedalTarget } from './pedal-actions.ts';
import { KNOWN_PEDALS, knownPedal } from './pedal-devices.ts';
import { firstNewBit, learnButton } from './pedal-learning.ts';
import { layoutFor, parseLearned } from './pedal-layouts.ts';

const VEC = { vendorId: 0x05f3, productId: 0x00ff };
const vecLayout = knownPedal(VEC)!.layout;

describe('the table of known pedals', () => {
  it('cites a public source for every row and says none was tested with the device', () => {
    for (const pedal of KNOWN_PEDALS) {
      expect(pedal.source).toMatch(/^https:\/\//);
      expect(pedal.tested).toBe(false);
    }
    const ids = KNOWN_PEDALS.map((pedal) => `${pedal.vendorId}:${pedal.productId}`);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the pedal adapter', () => {
  it('turns input reports into one press and one release per button', () => {
    const device = new FakeHidDevice(VEC.vendorId, VEC.productId);
    const edges: PedalEdge[] = [];
    const stop = listenToPedal(device, vecLayout, (edge) => edges.push(edge));
    device.report([0x02, 0x00]); // middle down
    device.report([0x02, 0x00]); // repeated while held: nothing new
    device.report([0x03, 0x00]); // left joins
    device.report([0x01, 0x00]); // middle up
    device.report([0x00, 0x00]); // left up
    expect(edges).toEqual([
      { button: 'middle', pressed: true },
      { button: 'left', pressed: true },
      { button: 'middle', pressed: false },
      { button: 'left', pressed: false },
    ]);
    stop();
    device.report([0x04]);
    expect(edges).toHaveLength(4);
  });

  it('reads the byte the layout names, and ignores a report too short for it', () => {
    const device = new FakeHidDevice(1, 2);
    const edges: PedalEdge[] = [];
    const layout = { left: { byte: 2, mask: 0x04 }, middle: { byte: 2, mask: 0x02 }, right: { byte: 2, mask: 0x01 } };
    listenToPedal(device, layout, (edge) => edges.push(edge));
    device.report([0xff]);
    device.report([0, 0, 0x01]);
    expect(edges).toEqual([{ button: 'right', pressed: true }]);
  });
});

describe('pedal actions', () => {
  let target: PedalTarget & { now: number; calls: string[] };

  beforeEach(() => {
    vi.useFakeTimers();
    const calls: string[] = [];
    target = {
      now: 30,
      calls,
      time: () => target.now,
      seek: (seconds) => {
        target.now = seconds;
        calls.push(`seek ${seconds}`);
      },
      resume: () => calls.push('resume'),
      pause: () => calls.push('pause'),
      skipSeconds: () => 3,
    };
  });

  afterEach(() => vi.useRealTimers());

  it('plays while the middle pedal is held', () => {
    const { onEdge } = pedalActions(target);
    onEdge({ button: 'middle', pressed: true });
    onEdge({ button: 'middle', pressed: false });
    expect(target.calls).toEqual(['resume', 'pause']);
  });

  it('rewinds by the skip interval on the left pedal, again while held, and stops on release', () => {
    const { onEdge } = pedalActions(target);
    onEdge({ button: 'left', pressed: true });
    vi.advanceTimersByTime(WIND_EVERY_MS * 2);
    onEdge({ button: 'left', pressed: false });
    vi.advanceTimersByTime(WIND_EVERY_MS * 3);
    expect(target.calls).toEqual(['seek 27', 'seek 24', 'seek 21']);
  });

  it('fast-forwards on the right pedal, and stop() ends the winding when the pedal goes away', () => {
    const { onEdge, stop } = pedalActions(target);
    onEdge({ button: 'right', pressed: true });
    stop();
    vi.advanceTimersByTime(WIND_EVERY_MS * 3);
    expect(target.calls).toEqual(['seek 33']);
  });

  it('drives the player from a fake device end to end', () => {
    const device = new FakeHidDevice(0x0911, 0x1844);
    const { onEdge } = pedalActions(target);
    listenToPedal(device, knownPedal(device)!.layout, onEdge);
    device.report([0x02]);
    device.report([0x00]);
    device.report([0x04]);
    device.report([0x00]);
    expect(target.calls).toEqual(['resume', 'pause', 'seek 33']);
  });
});

describe('learning a pedal', () => {
  it('names the byte and bit of the button pressed, against the pedal at rest', async () => {
    const device = new FakeHidDevice(0x1234, 0x5678);
    // At rest this one keeps a bit set; the first report after a release carries the press.
    const learning = learnButton(device, new AbortController().signal, new Uint8Array([0x00, 0x80, 0x00]));
    device.report([0x00, 0x80, 0x00]);
    device.report([0x00, 0x80, 0x10]);
    expect(await learning).toEqual({ byte: 2, mask: 0x10 });
  });

  it('gives up when cancelled', async () => {
    const device = new FakeHidDevice(0x1234, 0x5678);
    const controller = new AbortController();
    const learning = learnButton(device, controller.signal);
    controller.abort();
    expect(await learning).toBeNull();
    device.report([0x01]);
  });

  it('takes the lowest new bit', () => {
    expect(firstNewBit(null, new Uint8Array([0x06]))).toEqual({ byte: 0, mask: 0x02 });
    expect(firstNewBit(new Uint8Array([0x06]), new Uint8Array([0x06]))).toBeNull();
  });

  it('prefers a learned layout to the table, and ignores a broken stored one', () => {
    const learned = { left: { byte: 1, mask: 1 }, middle: { byte: 1, mask: 2 }, right: { byte: 1, mask: 4 } };
    expect(layoutFor(VEC, parseLearned(JSON.stringify({ '05f3:00ff': learned })))).toEqual(learned);
    expect(layoutFor(VEC, parseLearned('{"05f3:00ff":{"left":1}}'))).toEqual(vecLayout);
    expect(layoutFor({ vendorId: 1, productId: 1 }, parseLearned('oops'))).toBeNull();
  });
});
