/**
 * The emulated device lab: which Android models can be reserved, with which OS versions, locales
 * and orientations. Shapes follow the discovery document's AndroidDeviceCatalog so that
 * GET v1/testEnvironmentCatalog/ANDROID can serve it as is. `capacity` (devices in the lab) and
 * `maxReservationSeconds` are the emulator's own: they drive the per-model queue and EXPIRED.
 */
export interface CatalogVersion {
  id: string;
  versionString: string;
  apiLevel: number;
  codeName: string;
}

export interface CatalogModel {
  id: string;
  name: string;
  manufacturer: string;
  brand: string;
  /** TV or PHONE: the discovery enum has no TV form factor, so TVs carry the `tv` tag instead. */
  kind: 'TV' | 'PHONE';
  form: 'PHYSICAL' | 'VIRTUAL';
  screenX: number;
  screenY: number;
  screenDensity: number;
  supportedVersionIds: string[];
  orientations: string[];
  /** Devices of this model in the lab: at most this many sessions are ACTIVE at once. */
  capacity: number;
  /** The device's reservation period: an ACTIVE session older than this is EXPIRED, whatever its ttl. */
  maxReservationSeconds: number;
}

export interface CatalogLocale {
  id: string;
  name: string;
  region: string;
}

export const catalogVersions: CatalogVersion[] = [
  { id: '30', versionString: '11', apiLevel: 30, codeName: 'R' },
  { id: '31', versionString: '12', apiLevel: 31, codeName: 'S' },
  { id: '32', versionString: '12L', apiLevel: 32, codeName: 'Sv2' },
  { id: '33', versionString: '13', apiLevel: 33, codeName: 'Tiramisu' },
  { id: '34', versionString: '14', apiLevel: 34, codeName: 'UpsideDownCake' },
  { id: '35', versionString: '15', apiLevel: 35, codeName: 'VanillaIceCream' },
];

const HOUR = 3600;

export const catalogModels: CatalogModel[] = [
  // Living-room devices: the hardware tenfoot ships to.
  { id: 'sabrina', name: 'Chromecast with Google TV (4K)', manufacturer: 'Google', brand: 'google', kind: 'TV', form: 'PHYSICAL', screenX: 3840, screenY: 2160, screenDensity: 320, supportedVersionIds: ['31', '34'], orientations: ['landscape'], capacity: 2, maxReservationSeconds: 3 * HOUR },
  { id: 'boreal', name: 'Chromecast with Google TV (HD)', manufacturer: 'Google', brand: 'google', kind: 'TV', form: 'PHYSICAL', screenX: 1920, screenY: 1080, screenDensity: 213, supportedVersionIds: ['31', '34'], orientations: ['landscape'], capacity: 1, maxReservationSeconds: 3 * HOUR },
  { id: 'adt3', name: 'ADT-3 Developer Kit', manufacturer: 'Askey', brand: 'google', kind: 'TV', form: 'PHYSICAL', screenX: 1920, screenY: 1080, screenDensity: 320, supportedVersionIds: ['30', '31', '33'], orientations: ['landscape'], capacity: 1, maxReservationSeconds: 2 * HOUR },
  { id: 'tv_1080p', name: 'Android TV (1080p) virtual device', manufacturer: 'Google', brand: 'generic', kind: 'TV', form: 'VIRTUAL', screenX: 1920, screenY: 1080, screenDensity: 320, supportedVersionIds: ['30', '31', '33', '34'], orientations: ['landscape'], capacity: 8, maxReservationSeconds: 8 * HOUR },
  // Phones: the second screen of the sign-in flow.
  { id: 'shiba', name: 'Pixel 8', manufacturer: 'Google', brand: 'google', kind: 'PHONE', form: 'PHYSICAL', screenX: 1080, screenY: 2400, screenDensity: 420, supportedVersionIds: ['34', '35'], orientations: ['portrait', 'landscape'], capacity: 3, maxReservationSeconds: 3 * HOUR },
  { id: 'oriole', name: 'Pixel 6', manufacturer: 'Google', brand: 'google', kind: 'PHONE', form: 'PHYSICAL', screenX: 1080, screenY: 2400, screenDensity: 420, supportedVersionIds: ['31', '32', '33'], orientations: ['portrait', 'landscape'], capacity: 2, maxReservationSeconds: 3 * HOUR },
  { id: 'a14', name: 'Galaxy A14', manufacturer: 'Samsung', brand: 'samsung', kind: 'PHONE', form: 'PHYSICAL', screenX: 1080, screenY: 2408, screenDensity: 400, supportedVersionIds: ['33', '34'], orientations: ['portrait', 'landscape'], capacity: 1, maxReservationSeconds: 3 * HOUR },
  { id: 'MediumPhone.arm', name: 'Medium Phone virtual device', manufacturer: 'Generic', brand: 'generic', kind: 'PHONE', form: 'VIRTUAL', screenX: 1080, screenY: 2400, screenDensity: 420, supportedVersionIds: ['30', '31', '32', '33', '34', '35'], orientations: ['portrait', 'landscape'], capacity: 10, maxReservationSeconds: 8 * HOUR },
];

export const catalogLocales: CatalogLocale[] = [
  { id: 'en_US', name: 'English', region: 'United States' },
  { id: 'en_GB', name: 'English', region: 'United Kingdom' },
  { id: 'de_DE', name: 'German', region: 'Germany' },
  { id: 'fr_FR', name: 'French', region: 'France' },
  { id: 'es_ES', name: 'Spanish', region: 'Spain' },
  { id: 'it_IT', name: 'Italian', region: 'Italy' },
  { id: 'pt_BR', name: 'Portuguese', region: 'Brazil' },
  { id: 'ja_JP', name: 'Japanese', region: 'Japan' },
  { id: 'ko_KR', name: 'Korean', region: 'South Korea' },
  { id: 'hi_IN', name: 'Hindi', region: 'India' },
  { id: 'ar_EG', name: 'Arabic', region: 'Egypt' },
];

export const catalogOrientations = ['portrait', 'landscape'];

export function findModel(id: string): CatalogModel | undefined {
  return catalogModels.find((m) => m.id === id);
}

export function findVersion(id: string): CatalogVersion | undefined {
  return catalogVersions.find((v) => v.id === id);
}

/** GET v1/testEnvironmentCatalog/ANDROID, in the discovery document's TestEnvironmentCatalog shape. */
export function androidCatalogResponse(): unknown {
  return {
    androidDeviceCatalog: {
      models: catalogModels.map((m) => ({
        id: m.id,
        name: m.name,
        manufacturer: m.manufacturer,
        brand: m.brand,
        codename: m.id,
        form: m.form,
        ...(m.kind === 'PHONE' ? { formFactor: 'PHONE' } : {}),
        screenX: m.screenX,
        screenY: m.screenY,
        screenDensity: m.screenDensity,
        supportedVersionIds: m.supportedVersionIds,
        tags: m.kind === 'TV' ? ['tv'] : [],
        perVersionInfo: m.supportedVersionIds.map((versionId) => ({
          versionId,
          deviceCapacity: m.capacity >= 5 ? 'DEVICE_CAPACITY_HIGH' : m.capacity >= 2 ? 'DEVICE_CAPACITY_MEDIUM' : 'DEVICE_CAPACITY_LOW',
        })),
      })),
      versions: catalogVersions,
      runtimeConfiguration: {
        locales: catalogLocales,
        orientations: catalogOrientations.map((id) => ({ id, name: id, ...(id === 'portrait' ? { tags: ['default'] } : {}) })),
      },
    },
  };
}
