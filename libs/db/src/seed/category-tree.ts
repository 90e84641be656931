import { l10n, type Localized } from './localized';
import type { ProductKind } from './product-kinds';

export interface LeafDefinition {
  key: string;
  name: Localized;
  /** The noun a product of this leaf is called by. */
  productNoun: Localized;
  kind: ProductKind;
}

export interface BranchDefinition {
  key: string;
  name: Localized;
  children: LeafDefinition[];
}

export interface TopDefinition {
  key: string;
  name: Localized;
  children: BranchDefinition[];
}

const leaf = (
  key: string,
  kind: ProductKind,
  name: Localized,
  productNoun: Localized = name,
): LeafDefinition => ({
  key,
  kind,
  name,
  productNoun,
});

/** Cleaning and hygiene assortment: 6 top categories × 3 × 2 leaves. */
export const CATEGORY_TREE: TopDefinition[] = [
  {
    key: 'floor-care',
    name: l10n(
      'Bodenpflege',
      'Péče o podlahy',
      'Starostlivosť o podlahy',
      'Cura dei pavimenti',
      'Грижа за подове',
    ),
    children: [
      {
        key: 'floor-cleaners',
        name: l10n(
          'Bodenreiniger',
          'Čističe podlah',
          'Čističe podláh',
          'Detergenti per pavimenti',
          'Препарати за подове',
        ),
        children: [
          leaf(
            'maintenance-cleaners',
            'cleaner',
            l10n(
              'Unterhaltsreiniger',
              'Udržovací čističe',
              'Udržiavacie čističe',
              'Detergenti manutentori',
              'Препарати за поддръжка',
            ),
            l10n(
              'Unterhaltsreiniger',
              'Udržovací čistič',
              'Udržiavací čistič',
              'Detergente manutentore',
              'Препарат за поддръжка',
            ),
          ),
          leaf(
            'deep-cleaners',
            'cleaner',
            l10n(
              'Grundreiniger',
              'Základní čističe',
              'Základné čističe',
              'Decerati e sgrassatori',
              'Препарати за основно почистване',
            ),
            l10n(
              'Grundreiniger',
              'Základní čistič',
              'Základný čistič',
              'Decerante',
              'Препарат за основно почистване',
            ),
          ),
        ],
      },
      {
        key: 'floor-coatings',
        name: l10n(
          'Beschichtung & Pflege',
          'Ochranné nátěry',
          'Ochranné nátery',
          'Protezione e cere',
          'Защитни покрития',
        ),
        children: [
          leaf(
            'polymer-coatings',
            'cleaner',
            l10n(
              'Polymerbeschichtungen',
              'Polymerové nátěry',
              'Polymérové nátery',
              'Cere metallizzate',
              'Полимерни покрития',
            ),
            l10n(
              'Polymerbeschichtung',
              'Polymerový nátěr',
              'Polymérový náter',
              'Cera metallizzata',
              'Полимерно покритие',
            ),
          ),
          leaf(
            'wipe-care',
            'cleaner',
            l10n(
              'Wischpflege',
              'Mycí ošetřující prostředky',
              'Umývacie ošetrujúce prostriedky',
              'Detergenti protettivi',
              'Почистващи грижи',
            ),
            l10n(
              'Wischpflege',
              'Ošetřující prostředek',
              'Ošetrujúci prostriedok',
              'Detergente protettivo',
              'Почистваща грижа',
            ),
          ),
        ],
      },
      {
        key: 'mopping-tools',
        name: l10n(
          'Wischgeräte',
          'Mopy a nástroje',
          'Mopy a nástroje',
          'Sistemi di lavaggio',
          'Мопове и уреди',
        ),
        children: [
          leaf(
            'mop-covers',
            'textile',
            l10n('Wischbezüge', 'Návleky mopů', 'Návleky mopov', 'Frange per mop', 'Бърсалки за мопове'),
            l10n('Wischbezug', 'Návlek mopu', 'Návlek mopu', 'Frangia', 'Бърсалка за моп'),
          ),
          leaf(
            'mop-systems',
            'device',
            l10n(
              'Wischsysteme',
              'Mopovací systémy',
              'Mopovacie systémy',
              'Telai e manici',
              'Системи за миене',
            ),
            l10n(
              'Wischsystem',
              'Mopovací systém',
              'Mopovací systém',
              'Telaio con manico',
              'Система за миене',
            ),
          ),
        ],
      },
    ],
  },
  {
    key: 'sanitary',
    name: l10n(
      'Sanitärhygiene',
      'Sanitární hygiena',
      'Sanitárna hygiena',
      'Igiene dei sanitari',
      'Санитарна хигиена',
    ),
    children: [
      {
        key: 'sanitary-cleaners',
        name: l10n(
          'Sanitärreiniger',
          'Sanitární čističe',
          'Sanitárne čističe',
          'Detergenti per sanitari',
          'Санитарни препарати',
        ),
        children: [
          leaf(
            'daily-sanitary-cleaners',
            'cleaner',
            l10n(
              'Sanitär-Unterhaltsreiniger',
              'Denní sanitární čističe',
              'Denné sanitárne čističe',
              'Detergenti quotidiani',
              'Препарати за ежедневна хигиена',
            ),
            l10n(
              'Sanitärreiniger',
              'Sanitární čistič',
              'Sanitárny čistič',
              'Detergente per sanitari',
              'Санитарен препарат',
            ),
          ),
          leaf(
            'descalers',
            'cleaner',
            l10n(
              'Kalklöser',
              'Odstraňovače vodního kamene',
              'Odstraňovače vodného kameňa',
              'Anticalcare',
              'Препарати против котлен камък',
            ),
            l10n(
              'Kalklöser',
              'Odstraňovač vodního kamene',
              'Odstraňovač vodného kameňa',
              'Anticalcare',
              'Препарат против котлен камък',
            ),
          ),
        ],
      },
      {
        key: 'toilet-care',
        name: l10n('WC-Pflege', 'Péče o WC', 'Starostlivosť o WC', 'Igiene WC', 'Грижа за тоалетни'),
        children: [
          leaf(
            'toilet-cleaners',
            'cleaner',
            l10n('WC-Reiniger', 'WC čističe', 'WC čističe', 'Detergenti WC', 'Препарати за тоалетни'),
            l10n('WC-Reiniger', 'WC čistič', 'WC čistič', 'Detergente WC', 'Препарат за тоалетна'),
          ),
          leaf(
            'urinal-care',
            'consumable',
            l10n(
              'Urinalsiebe & -steine',
              'Pisoárová sítka',
              'Pisoárové sitká',
              'Griglie per orinatoi',
              'Решетки за писоари',
            ),
            l10n(
              'Urinalsieb',
              'Pisoárové sítko',
              'Pisoárové sitko',
              'Griglia per orinatoio',
              'Решетка за писоар',
            ),
          ),
        ],
      },
      {
        key: 'air-care',
        name: l10n(
          'Raumduft & Geruch',
          'Vůně a pachy',
          'Vône a zápachy',
          'Profumatori e odori',
          'Ароматизиране',
        ),
        children: [
          leaf(
            'air-fresheners',
            'consumable',
            l10n(
              'Lufterfrischer',
              'Osvěžovače vzduchu',
              'Osviežovače vzduchu',
              'Deodoranti per ambienti',
              'Ароматизатори за въздух',
            ),
            l10n(
              'Lufterfrischer',
              'Osvěžovač vzduchu',
              'Osviežovač vzduchu',
              'Deodorante per ambienti',
              'Ароматизатор за въздух',
            ),
          ),
          leaf(
            'odour-neutralisers',
            'cleaner',
            l10n(
              'Geruchsneutralisierer',
              'Neutralizátory pachů',
              'Neutralizátory zápachu',
              'Neutralizzatori di odori',
              'Неутрализатори на миризми',
            ),
            l10n(
              'Geruchsneutralisierer',
              'Neutralizátor pachů',
              'Neutralizátor zápachu',
              'Neutralizzatore di odori',
              'Неутрализатор на миризми',
            ),
          ),
        ],
      },
    ],
  },
  {
    key: 'kitchen-hygiene',
    name: l10n(
      'Küchenhygiene',
      'Kuchyňská hygiena',
      'Kuchynská hygiena',
      'Igiene in cucina',
      'Кухненска хигиена',
    ),
    children: [
      {
        key: 'dishwashing',
        name: l10n(
          'Geschirrspülen',
          'Mytí nádobí',
          'Umývanie riadu',
          'Lavaggio stoviglie',
          'Миене на съдове',
        ),
        children: [
          leaf(
            'manual-dishwashing',
            'cleaner',
            l10n(
              'Handspülmittel',
              'Prostředky na ruční mytí',
              'Prostriedky na ručné umývanie',
              'Detersivi per lavaggio a mano',
              'Препарати за ръчно миене',
            ),
            l10n(
              'Handspülmittel',
              'Prostředek na nádobí',
              'Prostriedok na riad',
              'Detersivo piatti',
              'Препарат за съдове',
            ),
          ),
          leaf(
            'machine-dishwashing',
            'cleaner',
            l10n(
              'Maschinenspülmittel',
              'Prostředky do myček',
              'Prostriedky do umývačiek',
              'Detersivi per lavastoviglie',
              'Препарати за съдомиялни',
            ),
            l10n(
              'Maschinenspülmittel',
              'Prostředek do myčky',
              'Prostriedok do umývačky',
              'Detersivo per lavastoviglie',
              'Препарат за съдомиялна',
            ),
          ),
        ],
      },
      {
        key: 'kitchen-cleaners',
        name: l10n(
          'Küchenreiniger',
          'Kuchyňské čističe',
          'Kuchynské čističe',
          'Detergenti per cucina',
          'Кухненски препарати',
        ),
        children: [
          leaf(
            'degreasers',
            'cleaner',
            l10n('Fettlöser', 'Odmašťovače', 'Odmasťovače', 'Sgrassatori', 'Обезмаслители'),
            l10n('Fettlöser', 'Odmašťovač', 'Odmasťovač', 'Sgrassatore', 'Обезмаслител'),
          ),
          leaf(
            'oven-grill-cleaners',
            'cleaner',
            l10n(
              'Grill- & Backofenreiniger',
              'Čističe trub a grilů',
              'Čističe rúr a grilov',
              'Pulitori per forni e griglie',
              'Препарати за фурни и грилове',
            ),
            l10n('Backofenreiniger', 'Čistič trub', 'Čistič rúr', 'Pulitore per forni', 'Препарат за фурни'),
          ),
        ],
      },
      {
        key: 'surface-disinfection',
        name: l10n(
          'Flächendesinfektion',
          'Dezinfekce ploch',
          'Dezinfekcia plôch',
          'Disinfezione superfici',
          'Дезинфекция на повърхности',
        ),
        children: [
          leaf(
            'disinfectant-cleaners',
            'cleaner',
            l10n(
              'Desinfektionsreiniger',
              'Dezinfekční čističe',
              'Dezinfekčné čističe',
              'Detergenti disinfettanti',
              'Дезинфектанти',
            ),
            l10n(
              'Desinfektionsreiniger',
              'Dezinfekční čistič',
              'Dezinfekčný čistič',
              'Detergente disinfettante',
              'Дезинфектант',
            ),
          ),
          leaf(
            'disinfectant-wipes',
            'wipes',
            l10n(
              'Desinfektionstücher',
              'Dezinfekční ubrousky',
              'Dezinfekčné obrúsky',
              'Salviette disinfettanti',
              'Дезинфекциращи кърпички',
            ),
          ),
        ],
      },
    ],
  },
  {
    key: 'hand-hygiene',
    name: l10n('Händehygiene', 'Hygiena rukou', 'Hygiena rúk', 'Igiene delle mani', 'Хигиена на ръцете'),
    children: [
      {
        key: 'hand-soaps',
        name: l10n('Handseifen', 'Mýdla na ruce', 'Mydlá na ruky', 'Saponi per le mani', 'Сапуни за ръце'),
        children: [
          leaf(
            'liquid-soaps',
            'care',
            l10n('Flüssigseifen', 'Tekutá mýdla', 'Tekuté mydlá', 'Saponi liquidi', 'Течни сапуни'),
            l10n('Flüssigseife', 'Tekuté mýdlo', 'Tekuté mydlo', 'Sapone liquido', 'Течен сапун'),
          ),
          leaf(
            'foam-soaps',
            'care',
            l10n('Schaumseifen', 'Pěnová mýdla', 'Penové mydlá', 'Saponi in schiuma', 'Пенести сапуни'),
            l10n('Schaumseife', 'Pěnové mýdlo', 'Penové mydlo', 'Sapone in schiuma', 'Пенест сапун'),
          ),
        ],
      },
      {
        key: 'hand-disinfection',
        name: l10n(
          'Händedesinfektion',
          'Dezinfekce rukou',
          'Dezinfekcia rúk',
          'Disinfezione mani',
          'Дезинфекция на ръцете',
        ),
        children: [
          leaf(
            'hand-rubs',
            'care',
            l10n(
              'Händedesinfektionsmittel',
              'Dezinfekce na ruce',
              'Dezinfekcia na ruky',
              'Disinfettanti per mani',
              'Дезинфектанти за ръце',
            ),
            l10n(
              'Händedesinfektion',
              'Dezinfekce na ruce',
              'Dezinfekcia na ruky',
              'Disinfettante mani',
              'Дезинфектант за ръце',
            ),
          ),
          leaf(
            'disinfectant-gels',
            'care',
            l10n(
              'Desinfektionsgele',
              'Dezinfekční gely',
              'Dezinfekčné gély',
              'Gel igienizzanti',
              'Дезинфекциращи гелове',
            ),
            l10n(
              'Desinfektionsgel',
              'Dezinfekční gel',
              'Dezinfekčný gél',
              'Gel igienizzante',
              'Дезинфекциращ гел',
            ),
          ),
        ],
      },
      {
        key: 'skin-care',
        name: l10n(
          'Hautschutz & Pflege',
          'Ochrana a péče o pokožku',
          'Ochrana a starostlivosť o pokožku',
          'Protezione della pelle',
          'Защита и грижа за кожата',
        ),
        children: [
          leaf(
            'skin-protection-creams',
            'care',
            l10n(
              'Hautschutzcremes',
              'Ochranné krémy',
              'Ochranné krémy',
              'Creme protettive',
              'Защитни кремове',
            ),
            l10n('Hautschutzcreme', 'Ochranný krém', 'Ochranný krém', 'Crema protettiva', 'Защитен крем'),
          ),
          leaf(
            'care-lotions',
            'care',
            l10n(
              'Pflegelotionen',
              'Pečující mléka',
              'Ošetrujúce mlieka',
              'Lozioni nutrienti',
              'Подхранващи лосиони',
            ),
            l10n(
              'Pflegelotion',
              'Pečující mléko',
              'Ošetrujúce mlieko',
              'Lozione nutriente',
              'Подхранващ лосион',
            ),
          ),
        ],
      },
    ],
  },
  {
    key: 'paper-dispensers',
    name: l10n(
      'Papier & Spender',
      'Papír a zásobníky',
      'Papier a zásobníky',
      'Carta e dispenser',
      'Хартия и диспенсъри',
    ),
    children: [
      {
        key: 'toilet-paper',
        name: l10n(
          'Toilettenpapier',
          'Toaletní papír',
          'Toaletný papier',
          'Carta igienica',
          'Тоалетна хартия',
        ),
        children: [
          leaf(
            'small-rolls',
            'paper',
            l10n('Kleinrollen', 'Malé role', 'Malé rolky', 'Rotoli standard', 'Малки ролки'),
            l10n(
              'Toilettenpapier Kleinrolle',
              'Toaletní papír malá role',
              'Toaletný papier malá rolka',
              'Carta igienica rotolo',
              'Тоалетна хартия малка ролка',
            ),
          ),
          leaf(
            'jumbo-rolls',
            'paper',
            l10n('Großrollen', 'Jumbo role', 'Jumbo rolky', 'Rotoli jumbo', 'Джъмбо ролки'),
            l10n(
              'Toilettenpapier Großrolle',
              'Toaletní papír jumbo',
              'Toaletný papier jumbo',
              'Carta igienica jumbo',
              'Тоалетна хартия джъмбо',
            ),
          ),
        ],
      },
      {
        key: 'paper-towels',
        name: l10n(
          'Papierhandtücher',
          'Papírové ručníky',
          'Papierové utierky',
          'Asciugamani di carta',
          'Хартиени кърпи',
        ),
        children: [
          leaf(
            'folded-towels',
            'paper',
            l10n(
              'Falthandtücher',
              'Skládané ručníky',
              'Skladané utierky',
              'Asciugamani piegati',
              'Сгънати кърпи',
            ),
            l10n(
              'Falthandtuch',
              'Skládaný ručník',
              'Skladaná utierka',
              'Asciugamano piegato',
              'Сгъната кърпа',
            ),
          ),
          leaf(
            'towel-rolls',
            'paper',
            l10n(
              'Handtuchrollen',
              'Ručníky v roli',
              'Utierky v rolke',
              'Asciugamani in rotolo',
              'Кърпи на ролка',
            ),
            l10n('Handtuchrolle', 'Ručník v roli', 'Utierka v rolke', 'Rotolo asciugamani', 'Кърпа на ролка'),
          ),
        ],
      },
      {
        key: 'dispensers',
        name: l10n('Spender', 'Zásobníky', 'Zásobníky', 'Dispenser', 'Диспенсъри'),
        children: [
          leaf(
            'soap-dispensers',
            'device',
            l10n(
              'Seifenspender',
              'Zásobníky na mýdlo',
              'Zásobníky na mydlo',
              'Dispenser per sapone',
              'Диспенсъри за сапун',
            ),
            l10n(
              'Seifenspender',
              'Zásobník na mýdlo',
              'Zásobník na mydlo',
              'Dispenser sapone',
              'Диспенсър за сапун',
            ),
          ),
          leaf(
            'towel-dispensers',
            'device',
            l10n(
              'Papierspender',
              'Zásobníky na papír',
              'Zásobníky na papier',
              'Dispenser per carta',
              'Диспенсъри за хартия',
            ),
            l10n(
              'Papierspender',
              'Zásobník na papír',
              'Zásobník na papier',
              'Dispenser carta',
              'Диспенсър за хартия',
            ),
          ),
        ],
      },
    ],
  },
  {
    key: 'machines-accessories',
    name: l10n(
      'Maschinen & Zubehör',
      'Stroje a příslušenství',
      'Stroje a príslušenstvo',
      'Macchine e accessori',
      'Машини и аксесоари',
    ),
    children: [
      {
        key: 'cleaning-machines',
        name: l10n(
          'Reinigungsmaschinen',
          'Úklidové stroje',
          'Upratovacie stroje',
          'Macchine per la pulizia',
          'Почистващи машини',
        ),
        children: [
          leaf(
            'scrubber-dryers',
            'device',
            l10n(
              'Scheuersaugmaschinen',
              'Podlahové mycí stroje',
              'Podlahové umývacie stroje',
              'Lavasciuga pavimenti',
              'Подопочистващи машини',
            ),
            l10n('Scheuersaugmaschine', 'Mycí stroj', 'Umývací stroj', 'Lavasciuga', 'Подопочистваща машина'),
          ),
          leaf(
            'vacuum-cleaners',
            'device',
            l10n('Staubsauger', 'Vysavače', 'Vysávače', 'Aspirapolvere', 'Прахосмукачки'),
            l10n('Staubsauger', 'Vysavač', 'Vysávač', 'Aspirapolvere', 'Прахосмукачка'),
          ),
        ],
      },
      {
        key: 'cleaning-carts',
        name: l10n(
          'Reinigungswagen & Eimer',
          'Úklidové vozíky a kbelíky',
          'Upratovacie vozíky a vedrá',
          'Carrelli e secchi',
          'Колички и кофи',
        ),
        children: [
          leaf(
            'cleaning-trolleys',
            'device',
            l10n(
              'Reinigungswagen',
              'Úklidové vozíky',
              'Upratovacie vozíky',
              'Carrelli per pulizia',
              'Почистващи колички',
            ),
            l10n(
              'Reinigungswagen',
              'Úklidový vozík',
              'Upratovací vozík',
              'Carrello per pulizia',
              'Почистваща количка',
            ),
          ),
          leaf(
            'buckets-presses',
            'device',
            l10n(
              'Eimer & Pressen',
              'Kbelíky a ždímače',
              'Vedrá a žmýkače',
              'Secchi e strizzatori',
              'Кофи и преси',
            ),
            l10n(
              'Fahreimer mit Presse',
              'Kbelík se ždímačem',
              'Vedro so žmýkačom',
              'Secchio con strizzatore',
              'Кофа с преса',
            ),
          ),
        ],
      },
      {
        key: 'waste-systems',
        name: l10n(
          'Abfallsysteme',
          'Odpadové systémy',
          'Odpadové systémy',
          'Gestione rifiuti',
          'Системи за отпадъци',
        ),
        children: [
          leaf(
            'waste-bags',
            'bags',
            l10n(
              'Müllbeutel',
              'Pytle na odpad',
              'Vrecia na odpad',
              'Sacchi per rifiuti',
              'Чували за отпадъци',
            ),
            l10n(
              'Müllbeutel',
              'Pytle na odpad',
              'Vrecia na odpad',
              'Sacchi per rifiuti',
              'Чували за отпадъци',
            ),
          ),
          leaf(
            'waste-bins',
            'device',
            l10n(
              'Abfallbehälter',
              'Odpadkové koše',
              'Odpadkové koše',
              'Contenitori per rifiuti',
              'Кошчета за отпадъци',
            ),
            l10n(
              'Abfallbehälter',
              'Odpadkový koš',
              'Odpadkový kôš',
              'Contenitore per rifiuti',
              'Кошче за отпадъци',
            ),
          ),
        ],
      },
    ],
  },
];
