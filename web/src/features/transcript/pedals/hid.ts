/**
 * The parts of WebHID the pedals use (https://wicg.github.io/webhid/), typed here: TypeScript's DOM library
 * does not have them, and a test's fake device implements exactly these.
 */
export interface HidInputReportEvent extends Event {
  readonly data: DataView;
  readonly reportId: number;
}

export interface HidDevice {
  readonly vendorId: number;
  readonly productId: number;
  readonly productName: string;
  readonly opened: boolean;
  open(): Promise<void>;
  close(): Promise<void>;
  addEventListener(type: 'inputreport', listener: (event: HidInputReportEvent) => void): void;
  removeEventListener(type: 'inputreport', listener: (event: HidInputReportEvent) => void): void;
}

export interface HidDeviceFilter {
  vendorId?: number;
  productId?: number;
}

export interface Hid {
  getDevices(): Promise<HidDevice[]>;
  requestDevice(options: { filters: HidDeviceFilter[] }): Promise<HidDevice[]>;
}

/** The browser's WebHID, or null where there is none (Firefox, Safari, phones): pedals work in Chromium and Edge. */
export const webHid = (): Hid | null =>
  typeof navigator !== 'undefined' && 'hid' in navigator ? ((navigator as Navigator & { hid: Hid }).hid ?? null) : null;

/** "05f3:00ff": how a device is named in the table and in the learned layouts. */
export const deviceKey = (device: { vendorId: number; productId: number }) =>
  `${device.vendorId.toString(16).padStart(4, '0')}:${device.productId.toString(16).padStart(4, '0')}`;
