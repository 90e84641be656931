import type { PlanColumn, PlanLanguageId } from '@shop/domain';
import { LOCALES, MANDANT_CODES, primaryLocaleOf, type Language, type MandantCode } from '@shop/locales';
import type { Db } from '../db';
import { categoryId, type CategoryRow, type ProductRow } from './catalogue';
import { insertRows } from './insert-rows';
import { l10n, type Localized } from './localized';
import type { People } from './people';
import { Random } from './prng';

/**
 * The display plans' seed (decision 0065): four plan types over the catalogue's top categories, and
 * for the customers plans in their own and sometimes another language, with rows written in the
 * plan's language and products of the tenant under the type's root category.
 */
export interface PlanTypeRow {
  id: string;
  name: Localized;
  columns: PlanColumn[];
  root_category_id: string;
}

export interface PlanSeedRow {
  id: string;
  mandant_code: MandantCode;
  customer_id: string;
  name: string;
  /** Days before the seed's insert the plan was drawn up. */
  days_ago: number;
  type_id: string;
  language: PlanLanguageId;
}

export interface PlanRowSeedRow {
  plan_id: string;
  mandant_code: MandantCode;
  position: number;
  section: string | null;
  area: string;
  product_sku: string;
  dosage: string;
  frequency: string;
  method: string;
  responsible: string;
}

export interface PlanSeed {
  types: PlanTypeRow[];
  plans: PlanSeedRow[];
  rows: PlanRowSeedRow[];
}

// The words of the rows, in every plan language.
const SECTIONS = {
  KITCHEN: l10n('Küche', 'Kuchyně', 'Kuchyňa', 'Cucina', 'Кухня'),
  DISHWASHING: l10n('Spülküche', 'Myčka nádobí', 'Umývanie riadu', 'Lavaggio stoviglie', 'Миялно помещение'),
  COLD_ROOM: l10n('Kühlraum', 'Chladírna', 'Chladiareň', 'Cella frigorifera', 'Хладилна камера'),
  WASHROOM: l10n('Waschraum', 'Umývárna', 'Umyváreň', 'Bagno', 'Умивалня'),
  TOILETS: l10n('WC-Anlagen', 'Toalety', 'Toalety', 'Servizi igienici', 'Тоалетни'),
  ENTRANCE: l10n(
    'Eingang und Flure',
    'Vstup a chodby',
    'Vstup a chodby',
    'Ingresso e corridoi',
    'Вход и коридори',
  ),
  STAFF: l10n('Personal', 'Personál', 'Personál', 'Personale', 'Персонал'),
} satisfies Record<string, Localized>;

const AREAS = {
  WORK_SURFACES: l10n(
    'Arbeitsflächen',
    'Pracovní plochy',
    'Pracovné plochy',
    'Piani di lavoro',
    'Работни плотове',
  ),
  CUTTING_BOARDS: l10n(
    'Schneidbretter',
    'Krájecí prkénka',
    'Doštičky na krájanie',
    'Taglieri',
    'Дъски за рязане',
  ),
  DISHES: l10n('Geschirr', 'Nádobí', 'Riad', 'Stoviglie', 'Съдове'),
  SHELVES: l10n(
    'Regale und Türgriffe',
    'Regály a kliky',
    'Regále a kľučky',
    'Scaffali e maniglie',
    'Рафтове и дръжки',
  ),
  FLOORS: l10n('Böden', 'Podlahy', 'Podlahy', 'Pavimenti', 'Подове'),
  SINKS: l10n(
    'Waschbecken und Armaturen',
    'Umyvadla a baterie',
    'Umývadlá a batérie',
    'Lavandini e rubinetti',
    'Мивки и смесители',
  ),
  TOILET_BOWLS: l10n(
    'WC und Urinale',
    'WC a pisoáry',
    'WC a pisoáre',
    'WC e orinatoi',
    'Тоалетни чинии и писоари',
  ),
  MIRRORS: l10n(
    'Spiegel und Glas',
    'Zrcadla a sklo',
    'Zrkadlá a sklo',
    'Specchi e vetri',
    'Огледала и стъкло',
  ),
  HANDS_WASH: l10n('Hände waschen', 'Mytí rukou', 'Umývanie rúk', 'Lavaggio mani', 'Измиване на ръцете'),
  HANDS_DISINFECT: l10n(
    'Hände desinfizieren',
    'Dezinfekce rukou',
    'Dezinfekcia rúk',
    'Disinfezione mani',
    'Дезинфекция на ръцете',
  ),
  HANDS_CARE: l10n(
    'Hände pflegen',
    'Péče o ruce',
    'Starostlivosť o ruky',
    'Cura delle mani',
    'Грижа за ръцете',
  ),
} satisfies Record<string, Localized>;

const FREQUENCIES = {
  AFTER_USE: l10n(
    'nach jeder Benutzung',
    'po každém použití',
    'po každom použití',
    'dopo ogni utilizzo',
    'след всяка употреба',
  ),
  DAILY: l10n('täglich', 'denně', 'denne', 'ogni giorno', 'ежедневно'),
  TWICE_DAILY: l10n('2 × täglich', '2 × denně', '2 × denne', '2 volte al giorno', '2 пъти дневно'),
  WEEKLY: l10n('wöchentlich', 'týdně', 'týždenne', 'ogni settimana', 'седмично'),
  BEFORE_WORK: l10n(
    'vor Arbeitsbeginn und nach Pausen',
    'před začátkem práce a po přestávkách',
    'pred začiatkom práce a po prestávkach',
    'prima del lavoro e dopo le pause',
    'преди работа и след почивка',
  ),
  AFTER_WORK: l10n(
    'nach Arbeitsende',
    'po skončení práce',
    'po skončení práce',
    'a fine turno',
    'след края на работа',
  ),
} satisfies Record<string, Localized>;

const METHODS = {
  SPRAY_WIPE: l10n(
    'aufsprühen, einwirken lassen, abwischen',
    'nastříkat, nechat působit, setřít',
    'nastriekať, nechať pôsobiť, zotrieť',
    'spruzzare, lasciare agire, asciugare',
    'напръскайте, оставете да подейства, избършете',
  ),
  WIPE: l10n(
    'mit Tuch feucht abwischen',
    'otřít vlhkým hadříkem',
    'utrieť vlhkou handričkou',
    'passare con panno umido',
    'избършете с влажна кърпа',
  ),
  MOP: l10n(
    'wischen (Zwei-Eimer-Methode)',
    'vytírat (metoda dvou kbelíků)',
    'umývať (metóda dvoch vedier)',
    'lavare (metodo a due secchi)',
    'измийте (метод с две кофи)',
  ),
  MACHINE: l10n(
    'Spülmaschine, automatische Dosierung',
    'myčka, automatické dávkování',
    'umývačka, automatické dávkovanie',
    'lavastoviglie, dosaggio automatico',
    'съдомиялна, автоматично дозиране',
  ),
  SOAK: l10n(
    'einlegen, nach 15 Minuten abspülen',
    'namočit, po 15 minutách opláchnout',
    'namočiť, po 15 minútach opláchnuť',
    'immergere, risciacquare dopo 15 minuti',
    'накиснете, изплакнете след 15 минути',
  ),
  BRUSH: l10n(
    'einsprühen, mit Bürste reinigen, nachspülen',
    'nastříkat, vyčistit kartáčem, opláchnout',
    'nastriekať, vyčistiť kefou, opláchnuť',
    'spruzzare, pulire con spazzola, risciacquare',
    'напръскайте, почистете с четка, изплакнете',
  ),
  WASH_HANDS: l10n(
    '30 Sekunden waschen, mit Papierhandtuch trocknen',
    '30 sekund mýt, osušit papírovým ručníkem',
    '30 sekúnd umývať, osušiť papierovým uterákom',
    'lavare per 30 secondi, asciugare con salvietta di carta',
    'мийте 30 секунди, подсушете с хартиена кърпа',
  ),
  RUB_HANDS: l10n(
    '30 Sekunden einreiben, bis die Hände trocken sind',
    '30 sekund vtírat do zaschnutí',
    '30 sekúnd vtierať do zaschnutia',
    'frizionare per 30 secondi fino ad asciugatura',
    'втривайте 30 секунди до изсъхване',
  ),
  CREAM: l10n(
    'auf trockene Hände auftragen',
    'nanést na suché ruce',
    'naniesť na suché ruky',
    'applicare sulle mani asciutte',
    'нанесете върху сухи ръце',
  ),
} satisfies Record<string, Localized>;

const RESPONSIBLE = {
  KITCHEN_STAFF: l10n(
    'Küchenpersonal',
    'Personál kuchyně',
    'Personál kuchyne',
    'Personale di cucina',
    'Кухненски персонал',
  ),
  CLEANING_STAFF: l10n(
    'Reinigungspersonal',
    'Úklidový personál',
    'Upratovací personál',
    'Personale delle pulizie',
    'Персонал по почистване',
  ),
  ALL_STAFF: l10n(
    'alle Mitarbeitenden',
    'všichni zaměstnanci',
    'všetci zamestnanci',
    'tutto il personale',
    'всички служители',
  ),
} satisfies Record<string, Localized>;

/** Dosages are written with numbers and units only, the same in every language. */
type RowTemplate = {
  section: keyof typeof SECTIONS | null;
  area: keyof typeof AREAS;
  dosage: string;
  frequency: keyof typeof FREQUENCIES;
  method: keyof typeof METHODS;
  responsible: keyof typeof RESPONSIBLE;
};

interface PlanTypeTemplate extends PlanTypeRow {
  rows: RowTemplate[];
}

const ALL_COLUMNS: PlanColumn[] = ['AREA', 'PRODUCT', 'DOSAGE', 'FREQUENCY', 'METHOD', 'RESPONSIBLE'];

export const PLAN_TYPES: readonly PlanTypeTemplate[] = [
  {
    id: 'KITCHEN',
    name: l10n(
      'Küchenhygieneplan',
      'Hygienický plán kuchyně',
      'Hygienický plán kuchyne',
      'Piano di igiene della cucina',
      'Хигиенен план за кухня',
    ),
    columns: ALL_COLUMNS,
    root_category_id: categoryId('kitchen-hygiene'),
    rows: [
      {
        section: 'KITCHEN',
        area: 'WORK_SURFACES',
        dosage: '0,5 %',
        frequency: 'AFTER_USE',
        method: 'SPRAY_WIPE',
        responsible: 'KITCHEN_STAFF',
      },
      {
        section: 'KITCHEN',
        area: 'CUTTING_BOARDS',
        dosage: '1 %',
        frequency: 'AFTER_USE',
        method: 'SOAK',
        responsible: 'KITCHEN_STAFF',
      },
      {
        section: 'KITCHEN',
        area: 'FLOORS',
        dosage: '25 ml / 5 l',
        frequency: 'DAILY',
        method: 'MOP',
        responsible: 'CLEANING_STAFF',
      },
      {
        section: 'DISHWASHING',
        area: 'DISHES',
        dosage: '2 ml / l',
        frequency: 'AFTER_USE',
        method: 'MACHINE',
        responsible: 'KITCHEN_STAFF',
      },
      {
        section: 'COLD_ROOM',
        area: 'SHELVES',
        dosage: '0,5 %',
        frequency: 'WEEKLY',
        method: 'WIPE',
        responsible: 'KITCHEN_STAFF',
      },
    ],
  },
  {
    id: 'SANITARY',
    name: l10n(
      'Sanitärreinigungsplan',
      'Plán úklidu sanitárních prostor',
      'Plán upratovania sanitárnych priestorov',
      'Piano di pulizia dei servizi igienici',
      'План за почистване на санитарни помещения',
    ),
    columns: ['AREA', 'PRODUCT', 'DOSAGE', 'FREQUENCY', 'METHOD'],
    root_category_id: categoryId('sanitary'),
    rows: [
      {
        section: 'WASHROOM',
        area: 'SINKS',
        dosage: '20 ml / 5 l',
        frequency: 'TWICE_DAILY',
        method: 'WIPE',
        responsible: 'CLEANING_STAFF',
      },
      {
        section: 'WASHROOM',
        area: 'MIRRORS',
        dosage: '100 %',
        frequency: 'DAILY',
        method: 'SPRAY_WIPE',
        responsible: 'CLEANING_STAFF',
      },
      {
        section: 'TOILETS',
        area: 'TOILET_BOWLS',
        dosage: '50 ml',
        frequency: 'TWICE_DAILY',
        method: 'BRUSH',
        responsible: 'CLEANING_STAFF',
      },
      {
        section: 'TOILETS',
        area: 'FLOORS',
        dosage: '25 ml / 5 l',
        frequency: 'DAILY',
        method: 'MOP',
        responsible: 'CLEANING_STAFF',
      },
    ],
  },
  {
    id: 'HAND_HYGIENE',
    name: l10n(
      'Händehygieneplan',
      'Plán hygieny rukou',
      'Plán hygieny rúk',
      'Piano di igiene delle mani',
      'План за хигиена на ръцете',
    ),
    columns: ['AREA', 'PRODUCT', 'FREQUENCY', 'METHOD', 'RESPONSIBLE'],
    root_category_id: categoryId('hand-hygiene'),
    rows: [
      {
        section: 'STAFF',
        area: 'HANDS_WASH',
        dosage: '2 ml',
        frequency: 'BEFORE_WORK',
        method: 'WASH_HANDS',
        responsible: 'ALL_STAFF',
      },
      {
        section: 'STAFF',
        area: 'HANDS_DISINFECT',
        dosage: '3 ml',
        frequency: 'AFTER_USE',
        method: 'RUB_HANDS',
        responsible: 'ALL_STAFF',
      },
      {
        section: 'STAFF',
        area: 'HANDS_CARE',
        dosage: '1 ml',
        frequency: 'AFTER_WORK',
        method: 'CREAM',
        responsible: 'ALL_STAFF',
      },
    ],
  },
  {
    id: 'FLOOR_CARE',
    name: l10n(
      'Bodenpflegeplan',
      'Plán péče o podlahy',
      'Plán starostlivosti o podlahy',
      'Piano di cura dei pavimenti',
      'План за поддръжка на подове',
    ),
    columns: ALL_COLUMNS,
    root_category_id: categoryId('floor-care'),
    rows: [
      {
        section: 'ENTRANCE',
        area: 'FLOORS',
        dosage: '50 ml / 10 l',
        frequency: 'DAILY',
        method: 'MOP',
        responsible: 'CLEANING_STAFF',
      },
      {
        section: 'KITCHEN',
        area: 'FLOORS',
        dosage: '100 ml / 10 l',
        frequency: 'DAILY',
        method: 'MOP',
        responsible: 'CLEANING_STAFF',
      },
      {
        section: null,
        area: 'FLOORS',
        dosage: '250 ml / 10 l',
        frequency: 'WEEKLY',
        method: 'MOP',
        responsible: 'CLEANING_STAFF',
      },
    ],
  },
];

/** Where the plans hang, in the plans' names. */
const LOCATIONS = {
  de: ['Hauptküche', 'Etagenküche', 'Personalbereich', 'Erdgeschoss', '1. Stock', 'Wellnessbereich'],
  cs: ['Hlavní kuchyně', 'Přípravna', 'Zázemí personálu', 'Přízemí', '1. patro', 'Wellness'],
  sk: ['Hlavná kuchyňa', 'Prípravovňa', 'Zázemie personálu', 'Prízemie', '1. poschodie', 'Wellness'],
  it: [
    'Cucina principale',
    'Cucina di piano',
    'Area personale',
    'Piano terra',
    'Primo piano',
    'Area benessere',
  ],
  bg: ['Основна кухня', 'Етажна кухня', 'Зона за персонала', 'Партер', 'Първи етаж', 'СПА зона'],
} satisfies Record<Language, string[]>;

/**
 * Plans of a customer: the first customer of each tenant has twelve (more than a page of ten), the
 * third none (the empty list), the others one to four.
 */
export function planCountOf(customerIndex: number, random: Random): number {
  if (customerIndex === 0) return 12;
  if (customerIndex === 2) return 0;
  return random.int(1, 4);
}

export function buildPlanSeed(
  people: People,
  products: readonly ProductRow[],
  categories: readonly CategoryRow[],
): PlanSeed {
  const seed: PlanSeed = {
    types: PLAN_TYPES.map(({ id, name, columns, root_category_id }) => ({
      id,
      name,
      columns,
      root_category_id,
    })),
    plans: [],
    rows: [],
  };
  const under = (rootId: string): Set<string> => {
    const ids = new Set([rootId]);
    for (let depth = 0; depth < 2; depth++)
      for (const category of categories)
        if (category.parent_id && ids.has(category.parent_id)) ids.add(category.id);
    return ids;
  };
  const subtrees = new Map(PLAN_TYPES.map((type) => [type.id, under(type.root_category_id)]));
  for (const mandantCode of MANDANT_CODES) {
    const random = new Random(`plans:${mandantCode}`);
    const home = LOCALES[primaryLocaleOf(mandantCode)].language as Language;
    const assortment = products.filter((product) => product.mandant_code === mandantCode);
    let planNo = 0;
    people.customers
      .filter((customer) => customer.mandant_code === mandantCode)
      .forEach((customer, index) => {
        const count = planCountOf(index, random);
        for (let n = 0; n < count; n++) {
          planNo++;
          const type = PLAN_TYPES[(index + n) % PLAN_TYPES.length];
          // Most plans are in the customer's language; some are for staff who read another one.
          const language: Language = random.chance(0.75) ? home : random.pick(['de', 'cs', 'sk', 'it', 'bg']);
          const location = LOCATIONS[language][(index + n) % LOCATIONS[language].length];
          const id = `pl-${mandantCode.toLowerCase()}-${String(planNo).padStart(4, '0')}`;
          seed.plans.push({
            id,
            mandant_code: mandantCode,
            customer_id: customer.id,
            name: `${type.name[language]} – ${location}`,
            days_ago: random.int(1, 700),
            type_id: type.id,
            language,
          });
          const subtree = subtrees.get(type.id)!;
          const pool = assortment.filter((product) => subtree.has(product.category_id));
          const candidates = pool.length > 0 ? pool : assortment;
          type.rows.forEach((row, position) => {
            seed.rows.push({
              plan_id: id,
              mandant_code: mandantCode,
              position: position + 1,
              section: row.section ? SECTIONS[row.section][language] : null,
              area: AREAS[row.area][language],
              product_sku: random.pick(candidates).sku,
              dosage: row.dosage,
              frequency: FREQUENCIES[row.frequency][language],
              method: METHODS[row.method][language],
              responsible: RESPONSIBLE[row.responsible][language],
            });
          });
        }
      });
  }
  return seed;
}

/** Inserts the plan types, plans and rows; the plans' days lie their days before today. */
export async function insertPlanSeed(db: Db, seed: PlanSeed): Promise<void> {
  await insertRows(
    db,
    'plan_type',
    { id: 'text', name: 'jsonb', columns: 'jsonb', root_category_id: 'text' },
    seed.types,
  );
  for (let start = 0; start < seed.plans.length; start += 1000) {
    await db.query(
      `insert into plan (id, mandant_code, customer_id, name, plan_date, type_id, language)
       select id, mandant_code, customer_id, name, current_date - days_ago, type_id, language
         from jsonb_to_recordset($1::jsonb)
           as x(id text, mandant_code text, customer_id text, name text, days_ago integer, type_id text, language text)`,
      [JSON.stringify(seed.plans.slice(start, start + 1000))],
    );
  }
  await insertRows(
    db,
    'plan_row',
    {
      plan_id: 'text',
      mandant_code: 'text',
      position: 'integer',
      section: 'text',
      area: 'text',
      product_sku: 'text',
      dosage: 'text',
      frequency: 'text',
      method: 'text',
      responsible: 'text',
    },
    seed.rows,
  );
}
