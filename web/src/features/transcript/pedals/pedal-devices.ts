/** A pedal's three buttons, as a transcriptionist's feet know them. */
export type PedalButton = 'left' | 'middle' | 'right';

export const PEDAL_BUTTONS: readonly PedalButton[] = ['left', 'middle', 'right'];

/** Where one button is in an input report: a byte of the report's data (after the report id) and its bit. */
export interface ButtonBit {
  byte: number;
  mask: number;
}

export type PedalLayout = Readonly<Record<PedalButton, ButtonBit>>;

export interface KnownPedal {
  name: string;
  vendorId: number;
  productId: number;
  layout: PedalLayout;
  /** A public driver or project that documents the ids and the report. */
  source: string;
  /** None of these was tried with the device itself; the settings page can learn any pedal's buttons instead. */
  tested: false;
}

const bits = (byte: number, left: number, middle: number, right: number): PedalLayout => ({
  left: { byte, mask: left },
  middle: { byte, mask: middle },
  right: { byte, mask: right },
});

/**
 * USB transcription pedals whose input report is a button bitmask. Not tested with the devices: each row is what
 * its source documents. Pedals set to act as a keyboard (the Olympus RS-27/28/31 in keyboard mode, for one) need no
 * row: their keys are shortcuts (Settings → Keyboard shortcuts).
 */
export const KNOWN_PEDALS: readonly KnownPedal[] = [
  {
    // The Linux kernel names the ids (USB_VENDOR_ID_PI_ENGINEERING, USB_DEVICE_ID_PI_ENGINEERING_VEC_USB_FOOTPEDAL);
    // evtest on the pedal shows its three pedals as HID buttons 1–3 (BTN_0–BTN_2) from left to right, which the
    // report carries as bits 0–2 of its first byte.
    name: 'VEC / Infinity IN-USB-2 (VEC USB Footpedal)',
    vendorId: 0x05f3,
    productId: 0x00ff,
    layout: bits(0, 0x01, 0x02, 0x04),
    source: 'https://github.com/torvalds/linux/blob/master/drivers/hid/hid-ids.h; https://github.com/georgemck/vec-footpedal-hid-linux (README: evtest output)',
    tested: false,
  },
  {
    // Google's WebHID dictation SDK: rewind bit 0, play bit 1, forward bit 2 of the first byte.
    name: 'Philips ACC2310 / ACC2320 foot control',
    vendorId: 0x0911,
    productId: 0x1844,
    layout: bits(0, 0x01, 0x02, 0x04),
    source: 'https://github.com/GoogleChromeLabs/dictation_support/blob/main/src/foot_control_device.ts',
    tested: false,
  },
  {
    name: 'Philips ACC2330 foot control',
    vendorId: 0x0911,
    productId: 0x091a,
    layout: bits(0, 0x01, 0x02, 0x04),
    source: 'https://github.com/GoogleChromeLabs/dictation_support/blob/main/src/foot_control_device.ts',
    tested: false,
  },
];

/** The table's row for a device, if any. */
export const knownPedal = (device: { vendorId: number; productId: number }): KnownPedal | null =>
  KNOWN_PEDALS.find((pedal) => pedal.vendorId === device.vendorId && pedal.productId === device.productId) ?? null;
