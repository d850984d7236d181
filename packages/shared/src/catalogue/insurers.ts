// The insurers the database is first seeded with (spec-notes N7), and the names home and the About
// page are prerendered with before the live list arrives. Staff keep the list in the admin area
// since ADR 0097 (the insurers table is the source): only seeding, the prerender and tests read this.

export const INSURERS = [
  { code: 'ALLIANZ_GLOBAL', name: 'Allianz Global Assistance' },
  { code: 'MANULIFE', name: 'Manulife' },
  { code: 'SUNLIFE', name: 'Sun Life' },
  { code: 'RBCINSUR', name: 'RBC Insurance' },
  { code: 'DESJARDI', name: 'Desjardins' },
  { code: 'IVARI', name: 'ivari' },
  { code: 'WAWANESA', name: 'Wawanesa Life' },
  { code: 'TRAVELANCE', name: 'Travelance' },
  { code: 'GMS', name: 'GMS' },
  { code: 'GREEN_SHIELD', name: 'Green Shield Canada' },
  { code: 'MSH_INTERNATIONAL', name: 'MSH International' },
  { code: 'CANADA_LIFE', name: 'Canada Life' },
  { code: 'BMO_INSURANCE', name: 'BMO Insurance' },
  { code: 'EQUITABLE', name: 'Equitable Life' },
  { code: 'EMPIRE_LIFE', name: 'Empire Life' },
  { code: 'FORESTERS', name: 'Foresters Financial' },
  { code: 'HUMANIA', name: 'Humania' },
  { code: 'IA_FINANCIAL', name: 'iA Financial Group' },
  { code: 'ASSUMPTION_LIFE', name: 'Assumption Life' },
  { code: 'BENEVA', name: 'Beneva' },
  { code: 'TUGO', name: 'TuGo' },
  { code: 'DESTINATION', name: 'Destination Travel' },
  { code: 'BLUE_CROSS', name: 'Blue Cross' },
  { code: 'GUARD_ME', name: 'guard.me' },
  { code: 'INGLE', name: 'Ingle International' },
  { code: 'TWENTY_FIRST_CENTURY', name: '21st Century' },
  { code: 'SECURIAN', name: 'Securian Canada' },
  { code: 'COOPERATORS', name: 'Co-operators' },
] as const;
