import { l10n, type Localized } from './localized';

export type ProductKind =
  | 'cleaner'
  | 'care'
  | 'paper'
  | 'wipes'
  | 'textile'
  | 'consumable'
  | 'bags'
  | 'device';

/** Image shape, encoded as the first SKU digit so the image renderer can draw the right pictogram. */
export type ProductShape = 1 | 2 | 3 | 4 | 5;

export interface PackDefinition {
  unit: 'ST' | 'KAR' | 'FL' | 'L' | 'KG' | 'PAK';
  packSize: number;
  container: string;
  shape: ProductShape;
  label: Localized;
  /** List price range in euro cents. */
  price: [number, number];
  qtyInOverpack: number;
}

export interface KindDefinition {
  packs: PackDefinition[];
  variants: Localized[];
  benefits: Localized[];
  hazardousChance: number;
}

const same = (text: string): Localized => l10n(text, text, text, text, text);
const litres = (amount: string): Localized =>
  l10n(`${amount} l`, `${amount} l`, `${amount} l`, `${amount} l`, `${amount} л`);
const count = (n: string, de: string, cs: string, sk: string, it: string, bg: string): Localized =>
  l10n(`${n} ${de}`, `${n} ${cs}`, `${n} ${sk}`, `${n} ${it}`, `${n} ${bg}`);
const rolls = (n: string) => count(n, 'Rollen', 'rolí', 'rolí', 'rotoli', 'ролки');
const pieces = (n: string) => count(n, 'Stück', 'ks', 'ks', 'pz.', 'бр.');
const wipes = (n: string) => count(n, 'Tücher', 'ubrousků', 'obrúskov', 'salviette', 'кърпички');

const pack = (
  unit: PackDefinition['unit'],
  packSize: number,
  container: string,
  shape: ProductShape,
  label: Localized,
  price: [number, number],
  qtyInOverpack: number,
): PackDefinition => ({ unit, packSize, container, shape, label, price, qtyInOverpack });

export const KINDS: Record<ProductKind, KindDefinition> = {
  cleaner: {
    packs: [
      pack('FL', 1, 'BOTTLE', 1, litres('1'), [390, 1290], 12),
      pack(
        'FL',
        1,
        'SPRAY_BOTTLE',
        1,
        l10n('750 ml', '750 ml', '750 ml', '750 ml', '750 мл'),
        [420, 1190],
        6,
      ),
      pack(
        'KAR',
        6,
        'CARTON',
        4,
        l10n('6 × 1 l', '6 × 1 l', '6 × 1 l', '6 × 1 l', '6 × 1 л'),
        [2190, 6990],
        1,
      ),
      pack('L', 5, 'CANISTER', 2, litres('5'), [1590, 4790], 4),
      pack('L', 10, 'CANISTER', 2, litres('10'), [2890, 8490], 2),
      pack('KG', 10, 'BUCKET', 4, l10n('10 kg', '10 kg', '10 kg', '10 kg', '10 кг'), [3490, 8990], 1),
    ],
    variants: [
      l10n('Zitrus', 'citrus', 'citrus', 'agrumi', 'цитрус'),
      l10n('Lavendel', 'levandule', 'levanduľa', 'lavanda', 'лавандула'),
      l10n('parfümfrei', 'bez parfemace', 'bez parfumácie', 'senza profumo', 'без парфюм'),
      l10n('Konzentrat', 'koncentrát', 'koncentrát', 'concentrato', 'концентрат'),
      same('Eco'),
      l10n('Extra stark', 'Extra', 'Extra', 'Extra', 'Екстра'),
      l10n('Alpenfrische', 'horská svěžest', 'horská sviežosť', 'fresco alpino', 'планинска свежест'),
      l10n('Apfel', 'jablko', 'jablko', 'mela', 'ябълка'),
      same('Professional'),
    ],
    benefits: [
      l10n(
        'Löst Fett und Schmutz zuverlässig, ohne Schlieren zu hinterlassen.',
        'Spolehlivě odstraňuje mastnotu a nečistoty bez šmouh.',
        'Spoľahlivo odstraňuje mastnotu a nečistoty bez šmúh.',
        'Rimuove grasso e sporco in modo affidabile, senza lasciare aloni.',
        'Надеждно премахва мазнини и замърсявания, без да оставя следи.',
      ),
      l10n(
        'Hoch ergiebig: wenige Milliliter auf acht Liter Wasser genügen.',
        'Vysoce vydatný: stačí několik mililitrů na osm litrů vody.',
        'Vysoko výdatný: stačí niekoľko mililitrov na osem litrov vody.',
        'Molto resa: bastano pochi millilitri in otto litri d’acqua.',
        'Много икономичен: няколко милилитра на осем литра вода са достатъчни.',
      ),
      l10n(
        'Materialschonend für alle wasserbeständigen Oberflächen.',
        'Šetrný ke všem povrchům odolným vůči vodě.',
        'Šetrný ku všetkým povrchom odolným voči vode.',
        'Delicato su tutte le superfici resistenti all’acqua.',
        'Щадящ за всички водоустойчиви повърхности.',
      ),
      l10n(
        'Für die manuelle Reinigung und für Reinigungsautomaten geeignet.',
        'Vhodný pro ruční úklid i pro mycí stroje.',
        'Vhodný na ručné upratovanie aj pre umývacie stroje.',
        'Adatto alla pulizia manuale e alle lavasciuga.',
        'Подходящ за ръчно почистване и за почистващи машини.',
      ),
    ],
    hazardousChance: 0.35,
  },
  care: {
    packs: [
      pack('FL', 1, 'BOTTLE', 1, l10n('500 ml', '500 ml', '500 ml', '500 ml', '500 мл'), [290, 990], 12),
      pack('FL', 1, 'CARTRIDGE', 1, litres('1'), [520, 1590], 6),
      pack(
        'KAR',
        6,
        'CARTON',
        4,
        l10n('6 × 1 l', '6 × 1 l', '6 × 1 l', '6 × 1 l', '6 × 1 л'),
        [2890, 8490],
        1,
      ),
      pack('L', 5, 'CANISTER', 2, litres('5'), [1890, 5690], 4),
    ],
    variants: [
      same('Sensitive'),
      same('Aloe Vera'),
      l10n('Kamille', 'heřmánek', 'harmanček', 'camomilla', 'лайка'),
      l10n('parfümfrei', 'bez parfemace', 'bez parfumácie', 'senza profumo', 'без парфюм'),
      l10n('Mandelmilch', 'mandlové mléko', 'mandľové mlieko', 'latte di mandorla', 'бадемово мляко'),
      l10n('Honig', 'med', 'med', 'miele', 'мед'),
      same('Ocean Fresh'),
      same('Med'),
    ],
    benefits: [
      l10n(
        'Dermatologisch getestet und hautfreundlich, auch bei häufiger Anwendung.',
        'Dermatologicky testováno a šetrné k pokožce i při častém používání.',
        'Dermatologicky testované a šetrné k pokožke aj pri častom používaní.',
        'Dermatologicamente testato e delicato sulla pelle anche con uso frequente.',
        'Дерматологично тествано и щадящо кожата дори при често използване.',
      ),
      l10n(
        'Passend für gängige Spendersysteme in Waschräumen.',
        'Vhodné do běžných zásobníků v umývárnách.',
        'Vhodné do bežných zásobníkov v umyvárňach.',
        'Compatibile con i più diffusi dispenser per bagni.',
        'Подходящо за стандартните диспенсъри в санитарните помещения.',
      ),
      l10n(
        'Pflegende Inhaltsstoffe schützen die Haut vor dem Austrocknen.',
        'Pečující složky chrání pokožku před vysoušením.',
        'Ošetrujúce zložky chránia pokožku pred vysúšaním.',
        'Sostanze nutrienti proteggono la pelle dalla secchezza.',
        'Подхранващите съставки предпазват кожата от изсушаване.',
      ),
      l10n(
        'Für Gastronomie, Pflege und öffentliche Waschräume.',
        'Pro gastronomii, zdravotnictví a veřejné umývárny.',
        'Pre gastronómiu, zdravotníctvo a verejné umyvárne.',
        'Per ristorazione, strutture sanitarie e bagni pubblici.',
        'За заведения, здравни заведения и обществени санитарни помещения.',
      ),
    ],
    hazardousChance: 0.1,
  },
  paper: {
    packs: [
      pack('PAK', 8, 'BAG', 3, rolls('8'), [390, 990], 8),
      pack('KAR', 6, 'CARTON', 3, rolls('6'), [1490, 3990], 1),
      pack('KAR', 12, 'CARTON', 3, rolls('12'), [2490, 5990], 1),
      pack('KAR', 64, 'CARTON', 3, rolls('64'), [2990, 6490], 1),
    ],
    variants: [
      l10n('2-lagig', '2 vrstvy', '2 vrstvy', '2 veli', '2 пласта'),
      l10n('3-lagig', '3 vrstvy', '3 vrstvy', '3 veli', '3 пласта'),
      l10n('Recycling', 'recyklát', 'recyklát', 'da riciclo', 'от рециклат'),
      same('Premium'),
      l10n('Zellstoff', 'celulóza', 'celulóza', 'pura cellulosa', 'целулоза'),
      same('Eco'),
    ],
    benefits: [
      l10n(
        'Weich, reißfest und saugstark.',
        'Jemný, pevný a savý.',
        'Jemný, pevný a savý.',
        'Morbida, resistente e molto assorbente.',
        'Мек, здрав и силно попиващ.',
      ),
      l10n(
        'Aus FSC-zertifizierten Rohstoffen hergestellt.',
        'Vyrobeno ze surovin s certifikací FSC.',
        'Vyrobené zo surovín s certifikáciou FSC.',
        'Prodotta con materie prime certificate FSC.',
        'Произведен от суровини със сертификат FSC.',
      ),
      l10n(
        'Passt in alle Standardspender für Waschräume.',
        'Pasuje do všech standardních zásobníků.',
        'Pasuje do všetkých štandardných zásobníkov.',
        'Adatta a tutti i dispenser standard.',
        'Подходящ за всички стандартни диспенсъри.',
      ),
    ],
    hazardousChance: 0,
  },
  wipes: {
    packs: [
      pack('PAK', 100, 'TUB', 4, wipes('100'), [490, 1290], 12),
      pack('PAK', 200, 'REFILL', 4, wipes('200'), [690, 1690], 6),
      pack(
        'KAR',
        6,
        'CARTON',
        4,
        l10n(
          '6 × 100 Tücher',
          '6 × 100 ubrousků',
          '6 × 100 obrúskov',
          '6 × 100 salviette',
          '6 × 100 кърпички',
        ),
        [2690, 6990],
        1,
      ),
    ],
    variants: [
      l10n('alkoholfrei', 'bez alkoholu', 'bez alkoholu', 'senza alcol', 'без алкохол'),
      same('Rapid'),
      same('Sensitive'),
      l10n('Zitrus', 'citrus', 'citrus', 'agrumi', 'цитрус'),
      same('Med'),
    ],
    benefits: [
      l10n(
        'Gebrauchsfertig getränkt, wirkt schnell auf allen abwischbaren Flächen.',
        'Připravené k použití, rychle působí na všech omyvatelných plochách.',
        'Pripravené na použitie, rýchlo pôsobia na všetkých umývateľných plochách.',
        'Pronte all’uso, agiscono rapidamente su tutte le superfici lavabili.',
        'Готови за употреба, действат бързо върху всички миещи се повърхности.',
      ),
      l10n(
        'Reißfestes Vlies, ideal für Küche und Praxis.',
        'Pevná netkaná textilie, ideální pro kuchyně a ordinace.',
        'Pevná netkaná textília, ideálna pre kuchyne a ambulancie.',
        'Tessuto non tessuto resistente, ideale per cucine e ambulatori.',
        'Здрав нетъкан материал, идеален за кухни и кабинети.',
      ),
      l10n(
        'Wiederverschließbare Verpackung verhindert das Austrocknen.',
        'Uzavíratelné balení zabraňuje vysychání.',
        'Uzatvárateľné balenie zabraňuje vysychaniu.',
        'La confezione richiudibile evita che si secchino.',
        'Затварящата се опаковка предпазва от изсъхване.',
      ),
    ],
    hazardousChance: 0.2,
  },
  textile: {
    packs: [
      pack('PAK', 5, 'BAG', 4, pieces('5'), [1290, 3990], 10),
      pack('PAK', 10, 'BAG', 4, pieces('10'), [2190, 6990], 5),
      pack('ST', 1, 'PIECE', 4, pieces('1'), [290, 990], 20),
    ],
    variants: [
      l10n(
        'Mikrofaser 40 cm',
        'mikrovlákno 40 cm',
        'mikrovlákno 40 cm',
        'microfibra 40 cm',
        'микрофибър 40 см',
      ),
      l10n(
        'Mikrofaser 50 cm',
        'mikrovlákno 50 cm',
        'mikrovlákno 50 cm',
        'microfibra 50 cm',
        'микрофибър 50 см',
      ),
      l10n('Baumwolle 40 cm', 'bavlna 40 cm', 'bavlna 40 cm', 'cotone 40 cm', 'памук 40 см'),
      l10n('Schlinge blau', 'smyčky modré', 'slučky modré', 'asole blu', 'примки сини'),
      l10n('Schlinge rot', 'smyčky červené', 'slučky červené', 'asole rosse', 'примки червени'),
    ],
    benefits: [
      l10n(
        'Bis 95 °C waschbar und für mehrere hundert Waschzyklen ausgelegt.',
        'Pratelné do 95 °C, určené pro stovky pracích cyklů.',
        'Prateľné do 95 °C, určené na stovky pracích cyklov.',
        'Lavabile fino a 95 °C, progettato per centinaia di lavaggi.',
        'Пере се до 95 °C и издържа стотици цикъла на пране.',
      ),
      l10n(
        'Nimmt Schmutz und Feuchtigkeit besonders gut auf.',
        'Výborně zachycuje nečistoty i vlhkost.',
        'Výborne zachytáva nečistoty aj vlhkosť.',
        'Cattura in modo eccellente sporco e umidità.',
        'Отлично поема замърсявания и влага.',
      ),
      l10n(
        'Farbcodiert für die hygienische Trennung der Reinigungsbereiche.',
        'Barevně rozlišené pro hygienické oddělení úklidových zón.',
        'Farebne rozlíšené na hygienické oddelenie upratovacích zón.',
        'Codice colore per separare igienicamente le aree di pulizia.',
        'С цветен код за хигиенно разделяне на зоните за почистване.',
      ),
    ],
    hazardousChance: 0,
  },
  consumable: {
    packs: [
      pack('KAR', 10, 'CARTON', 4, pieces('10'), [1490, 3990], 1),
      pack('KAR', 12, 'CARTON', 4, pieces('12'), [1690, 4490], 1),
      pack('PAK', 6, 'BOX', 4, pieces('6'), [890, 2490], 8),
    ],
    variants: [
      l10n('Zitrone', 'citron', 'citrón', 'limone', 'лимон'),
      l10n('Ozean', 'oceán', 'oceán', 'oceano', 'океан'),
      l10n('Minze', 'máta', 'mäta', 'menta', 'мента'),
      same('Mango'),
      l10n('Blumenwiese', 'rozkvetlá louka', 'rozkvitnutá lúka', 'prato fiorito', 'цветна ливада'),
    ],
    benefits: [
      l10n(
        'Sorgt bis zu 30 Tage lang für frischen Duft.',
        'Zajišťuje svěží vůni až po dobu 30 dní.',
        'Zabezpečuje sviežu vôňu až 30 dní.',
        'Garantisce un profumo fresco fino a 30 giorni.',
        'Осигурява свеж аромат до 30 дни.',
      ),
      l10n(
        'Neutralisiert unangenehme Gerüche, statt sie zu überdecken.',
        'Neutralizuje nepříjemné pachy, místo aby je jen překryl.',
        'Neutralizuje nepríjemné zápachy, namiesto toho aby ich len prekryl.',
        'Neutralizza i cattivi odori invece di coprirli.',
        'Неутрализира неприятните миризми, вместо да ги прикрива.',
      ),
      l10n(
        'Einfacher Wechsel ohne Werkzeug.',
        'Snadná výměna bez nářadí.',
        'Jednoduchá výmena bez náradia.',
        'Sostituzione semplice senza attrezzi.',
        'Лесна смяна без инструменти.',
      ),
    ],
    hazardousChance: 0,
  },
  bags: {
    packs: [
      pack('PAK', 50, 'ROLL', 3, pieces('50'), [390, 1190], 20),
      pack('KAR', 250, 'CARTON', 3, pieces('250'), [1690, 4990], 1),
      pack('KAR', 500, 'CARTON', 3, pieces('500'), [2890, 7990], 1),
    ],
    variants: [
      l10n('60 l blau', '60 l modré', '60 l modré', '60 l blu', '60 л сини'),
      l10n('120 l schwarz', '120 l černé', '120 l čierne', '120 l neri', '120 л черни'),
      l10n('35 l transparent', '35 l průhledné', '35 l priehľadné', '35 l trasparenti', '35 л прозрачни'),
      l10n(
        '70 l extra reißfest',
        '70 l extra pevné',
        '70 l extra pevné',
        '70 l extra resistenti',
        '70 л екстра здрави',
      ),
      l10n('240 l grau', '240 l šedé', '240 l sivé', '240 l grigi', '240 л сиви'),
    ],
    benefits: [
      l10n(
        'Reißfeste LDPE-Folie, auslaufsicher verschweißt.',
        'Pevná fólie LDPE s nepropustným svarem.',
        'Pevná fólia LDPE s nepriepustným zvarom.',
        'Film LDPE resistente con saldatura a tenuta.',
        'Здраво LDPE фолио с непропусклив шев.',
      ),
      l10n(
        'Zu 80 % aus Recyclingmaterial.',
        'Z 80 % z recyklovaného materiálu.',
        'Z 80 % z recyklovaného materiálu.',
        'Per l’80 % in materiale riciclato.',
        '80 % от рециклиран материал.',
      ),
      l10n(
        'Einzeln abreißbar von der Rolle.',
        'Jednotlivě odtrhávací z role.',
        'Jednotlivo odtrhávacie z rolky.',
        'Strappabili singolarmente dal rotolo.',
        'Откъсват се поотделно от ролката.',
      ),
    ],
    hazardousChance: 0,
  },
  device: {
    packs: [pack('ST', 1, 'PIECE', 5, pieces('1'), [1890, 8990], 1)],
    variants: [
      l10n('Edelstahl', 'nerez', 'nerez', 'inox', 'инокс'),
      l10n('ABS-Kunststoff', 'plast ABS', 'plast ABS', 'plastica ABS', 'ABS пластмаса'),
      l10n('Sensor', 'senzor', 'senzor', 'sensore', 'сензор'),
      same('Compact'),
      same('Professional'),
    ],
    benefits: [
      l10n(
        'Robuste Bauweise für den täglichen Profieinsatz.',
        'Robustní konstrukce pro každodenní profesionální nasazení.',
        'Robustná konštrukcia na každodenné profesionálne nasadenie.',
        'Struttura robusta per l’uso professionale quotidiano.',
        'Здрава конструкция за ежедневна професионална употреба.',
      ),
      l10n(
        'Einfache Bedienung und schnelle Wartung ohne Spezialwerkzeug.',
        'Snadná obsluha a rychlá údržba bez speciálního nářadí.',
        'Jednoduchá obsluha a rýchla údržba bez špeciálneho náradia.',
        'Utilizzo semplice e manutenzione rapida senza attrezzi speciali.',
        'Лесна употреба и бърза поддръжка без специални инструменти.',
      ),
      l10n(
        'Mit zwei Jahren Herstellergarantie.',
        'Se zárukou výrobce dva roky.',
        'So záručnou dobou výrobcu dva roky.',
        'Con due anni di garanzia del produttore.',
        'С две години гаранция от производителя.',
      ),
    ],
    hazardousChance: 0,
  },
};

/** Device leaves differ a lot in price: a scrubber dryer costs far more than a soap dispenser. */
export const DEVICE_PRICE_FACTOR: Record<string, number> = {
  'scrubber-dryers': 48,
  'vacuum-cleaners': 6,
  'cleaning-trolleys': 8,
  'mop-systems': 0.8,
  'buckets-presses': 1.4,
};

export const DEVICE_MODELS = [
  'S 30',
  'S 40',
  'Pro 450',
  'Pro 550',
  'Eco 20',
  'Max 55',
  'Touch',
  'Classic',
  'Inox 2',
];

export const BRANDS = [
  'Hygia',
  'PuraLux',
  'Clarion',
  'Nordklar',
  'Vivaclean',
  'Aquaris',
  'Brillanta',
  'TerraPure',
  'Orbis',
  'Sanomed',
];

export const PACK_LINE: Localized = l10n('Verpackungseinheit', 'Balení', 'Balenie', 'Confezione', 'Опаковка');
