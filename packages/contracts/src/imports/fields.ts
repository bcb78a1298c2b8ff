/**
 * What each kind of import accepts: its fields (in template order), which are required, and the
 * column names a file may use for each (English, French and Arabic), so a mapping can be
 * suggested from the header row alone.
 */
export const IMPORT_ENTITY_VALUES = ['buildings', 'locations', 'assets'] as const;
export type TImportEntity = (typeof IMPORT_ENTITY_VALUES)[number];

export interface ImportFieldDefinition {
  key: string;
  required: boolean;
  /** Header names that map to this field (compared without case, accents or punctuation). */
  aliases: readonly string[];
}

const field = (key: string, aliases: string[], required = false): ImportFieldDefinition => ({
  key,
  required,
  aliases,
});

const NAME = field('name', ['name', 'nom', 'libelle', 'designation', 'الاسم', 'اسم'], true);
const CODE = field('code', ['code', 'reference', 'ref', 'الرمز', 'رمز']);
const NOTES = field('notes', ['notes', 'note', 'remarques', 'commentaires', 'ملاحظات']);
const BUILDING = field('building', [
  'building',
  'building code',
  'building name',
  'batiment',
  'immeuble',
  'site',
  'المبنى',
]);

export const IMPORT_FIELDS: Record<TImportEntity, readonly ImportFieldDefinition[]> = {
  buildings: [
    NAME,
    CODE,
    field('type', ['type', 'building type', 'type de batiment', 'النوع']),
    field('street', ['street', 'address', 'adresse', 'rue', 'الشارع', 'العنوان']),
    field('city', ['city', 'town', 'ville', 'commune', 'المدينة']),
    field('region', ['region', 'state', 'county', 'departement', 'المنطقة']),
    field('postcode', [
      'postcode',
      'postal code',
      'zip',
      'zip code',
      'code postal',
      'cp',
      'الرمز البريدي',
    ]),
    field('country', ['country', 'pays', 'البلد', 'الدولة']),
    field('latitude', ['latitude', 'lat', 'خط العرض']),
    field('longitude', ['longitude', 'lng', 'lon', 'long', 'خط الطول']),
    field('floors', ['floors', 'floor count', 'etages', 'nombre d etages', 'الطوابق']),
    field('gross_area', [
      'gross area',
      'area',
      'surface',
      'superficie',
      'surface brute',
      'المساحة',
    ]),
    field('area_unit', ['area unit', 'unit', 'unite', 'unite de surface', 'الوحدة']),
    field('year_built', ['year built', 'built', 'annee de construction', 'annee', 'سنة البناء']),
    field('opening_hours', [
      'opening hours',
      'hours',
      'horaires',
      'heures d ouverture',
      'ساعات العمل',
    ]),
    NOTES,
    field('status', ['status', 'statut', 'etat', 'الحالة']),
  ],
  locations: [
    { ...BUILDING, required: true },
    field('parent', [
      'parent',
      'parent path',
      'parent location',
      'emplacement parent',
      'chemin parent',
      'الموقع الأصلي',
      'الأصل',
    ]),
    NAME,
    CODE,
    field('type', ['type', 'location type', 'type d emplacement', 'النوع']),
    field('area', ['area', 'surface', 'superficie', 'المساحة']),
    NOTES,
  ],
  assets: [
    NAME,
    field('code', [
      'code',
      'asset code',
      'asset tag',
      'tag',
      'code actif',
      'code de l actif',
      'reference',
      'ref',
      'رمز الأصل',
      'الرمز',
    ]),
    field('category', ['category', 'categorie', 'famille', 'الفئة']),
    BUILDING,
    field('location', [
      'location',
      'location path',
      'emplacement',
      'localisation',
      'local',
      'الموقع',
    ]),
    field('parent_asset', ['parent asset', 'parent', 'parent code', 'actif parent', 'الأصل الأب']),
    field('make', [
      'make',
      'manufacturer',
      'brand',
      'marque',
      'fabricant',
      'الشركة المصنعة',
      'الماركة',
    ]),
    field('model', ['model', 'modele', 'الطراز']),
    field('serial_number', [
      'serial number',
      'serial',
      'serial no',
      'numero de serie',
      'n de serie',
      'الرقم التسلسلي',
    ]),
    field('status', ['status', 'statut', 'etat', 'الحالة']),
    field('criticality', [
      'criticality',
      'priority',
      'criticite',
      'importance',
      'الأهمية',
      'الخطورة',
    ]),
    field('install_date', [
      'install date',
      'installed',
      'installation date',
      'date d installation',
      'date de mise en service',
      'تاريخ التركيب',
    ]),
    field('warranty_expiry', [
      'warranty expiry',
      'warranty',
      'warranty end',
      'fin de garantie',
      'garantie',
      'انتهاء الضمان',
    ]),
    field('expected_life_years', [
      'expected life',
      'expected life years',
      'life',
      'duree de vie',
      'العمر المتوقع',
    ]),
    field('purchase_date', ['purchase date', 'purchased', 'date d achat', 'تاريخ الشراء']),
    field('cost', ['cost', 'price', 'purchase cost', 'cout', 'prix', 'cout d achat', 'التكلفة']),
    field('currency', ['currency', 'devise', 'monnaie', 'العملة']),
    field('supplier', ['supplier', 'vendor', 'fournisseur', 'المورد']),
    NOTES,
  ],
};

/** A header or alias reduced to what matters for matching: lower case, no accents or punctuation. */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_\-'’./()#:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The import's columns for a template file: the field keys in order. */
export function importTemplateHeaders(entity: TImportEntity): string[] {
  return IMPORT_FIELDS[entity].map((definition) => definition.key);
}
