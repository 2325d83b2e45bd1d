import type { HidDevice, HidInputReportEvent } from './hid.ts';

/** A pedal for tests: the parts of HIDDevice the pedals use, sending the input reports a test gives it. */
export class FakeHidDevice implements HidDevice {
  opened = false;
  private readonly events = new EventTarget();

  constructor(
    readonly vendorId: number,
    readonly productId: number,
    readonly productName = 'Fake pedal',
  ) {}

  async open() {
    this.opened = true;
  }

  async close() {
    this.opened = false;
  }

  /** Sends one input report whose data (after the report id) is `bytes`. */
  report(bytes: number[], reportId = 0) {
    const event = Object.assign(new Event('inputreport'), { data: new DataView(new Uint8Array(bytes).buffer), reportId, device: this });
    this.events.dispatchEvent(event);
  }

  addEventListener(type: 'inputreport', listener: (event: HidInputReportEvent) => void) {
    this.events.addEventListener(type, listener as EventListener);
  }

  removeEventListener(type: 'inputreport', listener: (event: HidInputReportEvent) => void) {
    this.events.removeEventListener(type, listener as EventListener);
  }
}
