/** Countries, regions, cities, and real HEP institutions with their INSPIRE ICNs. */

export const REGIONS = [
  'Africa',
  'Asia',
  'Australasia',
  'Europe',
  'Middle East',
  'North America',
  'South America',
] as const;
export type Region = (typeof REGIONS)[number];

export interface Country {
  code: string;
  name: string;
  region: Region;
  timezone: string;
  /** Top-level domain used for synthetic institution web and e-mail addresses. */
  tld: string;
}

const countryRows = `US|USA|North America|America/Chicago|edu
CA|Canada|North America|America/Toronto|ca
MX|Mexico|North America|America/Mexico_City|mx
BR|Brazil|South America|America/Sao_Paulo|br
AR|Argentina|South America|America/Argentina/Buenos_Aires|ar
CL|Chile|South America|America/Santiago|cl
CO|Colombia|South America|America/Bogota|co
PE|Peru|South America|America/Lima|pe
GB|United Kingdom|Europe|Europe/London|ac.uk
IE|Ireland|Europe|Europe/Dublin|ie
FR|France|Europe|Europe/Paris|fr
DE|Germany|Europe|Europe/Berlin|de
CH|Switzerland|Europe|Europe/Zurich|ch
AT|Austria|Europe|Europe/Vienna|at
IT|Italy|Europe|Europe/Rome|it
ES|Spain|Europe|Europe/Madrid|es
PT|Portugal|Europe|Europe/Lisbon|pt
NL|Netherlands|Europe|Europe/Amsterdam|nl
BE|Belgium|Europe|Europe/Brussels|be
DK|Denmark|Europe|Europe/Copenhagen|dk
SE|Sweden|Europe|Europe/Stockholm|se
NO|Norway|Europe|Europe/Oslo|no
FI|Finland|Europe|Europe/Helsinki|fi
PL|Poland|Europe|Europe/Warsaw|pl
CZ|Czech Republic|Europe|Europe/Prague|cz
SK|Slovakia|Europe|Europe/Bratislava|sk
HU|Hungary|Europe|Europe/Budapest|hu
RO|Romania|Europe|Europe/Bucharest|ro
BG|Bulgaria|Europe|Europe/Sofia|bg
GR|Greece|Europe|Europe/Athens|gr
CY|Cyprus|Europe|Asia/Nicosia|cy
HR|Croatia|Europe|Europe/Zagreb|hr
RS|Serbia|Europe|Europe/Belgrade|rs
SI|Slovenia|Europe|Europe/Ljubljana|si
RU|Russia|Europe|Europe/Moscow|ru
UA|Ukraine|Europe|Europe/Kyiv|ua
BY|Belarus|Europe|Europe/Minsk|by
AM|Armenia|Asia|Asia/Yerevan|am
GE|Georgia|Asia|Asia/Tbilisi|ge
TR|Turkey|Middle East|Europe/Istanbul|tr
IL|Israel|Middle East|Asia/Jerusalem|ac.il
IR|Iran|Middle East|Asia/Tehran|ir
SA|Saudi Arabia|Middle East|Asia/Riyadh|sa
LB|Lebanon|Middle East|Asia/Beirut|lb
JO|Jordan|Middle East|Asia/Amman|jo
EG|Egypt|Africa|Africa/Cairo|eg
MA|Morocco|Africa|Africa/Casablanca|ma
ZA|South Africa|Africa|Africa/Johannesburg|ac.za
NG|Nigeria|Africa|Africa/Lagos|ng
PK|Pakistan|Asia|Asia/Karachi|pk
IN|India|Asia|Asia/Kolkata|ac.in
CN|China|Asia|Asia/Shanghai|edu.cn
TW|Taiwan|Asia|Asia/Taipei|edu.tw
HK|Hong Kong|Asia|Asia/Hong_Kong|hk
JP|Japan|Asia|Asia/Tokyo|ac.jp
KR|South Korea|Asia|Asia/Seoul|ac.kr
SG|Singapore|Asia|Asia/Singapore|sg
VN|Vietnam|Asia|Asia/Ho_Chi_Minh|vn
TH|Thailand|Asia|Asia/Bangkok|ac.th
AU|Australia|Australasia|Australia/Sydney|edu.au
NZ|New Zealand|Australasia|Pacific/Auckland|ac.nz`;

export const COUNTRIES: readonly Country[] = countryRows.split('\n').map((row) => {
  const [code, name, region, timezone, tld] = row.split('|');
  return {
    code: code ?? '',
    name: name ?? '',
    region: (region ?? 'Europe') as Region,
    timezone: timezone ?? 'UTC',
    tld: tld ?? 'org',
  };
});

const COUNTRY_BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

export function countryOf(code: string): Country {
  return COUNTRY_BY_CODE.get(code) ?? (COUNTRIES[0] as Country);
}

/** Zones of cities in countries spanning several zones; other cities use their country's zone. */
const CITY_TIMEZONE_ROWS: readonly (readonly [string, string])[] = [
  [
    'America/Los_Angeles',
    'Menlo Park,Stanford,Berkeley,Los Angeles,Santa Barbara,La Jolla,Irvine,Davis,Pasadena,Seattle,Santa Cruz,Riverside,Portland,Eugene,Reno',
  ],
  ['America/Denver', 'Los Alamos,Boulder,Salt Lake City,Denver,Fort Collins,Boise'],
  ['America/Phoenix', 'Tucson'],
  [
    'America/New_York',
    'Princeton,Cambridge,New York,New Haven,Ithaca,Ann Arbor,Piscataway,College Park,Baltimore,Philadelphia,University Park,Columbus,Durham,Boston,Providence,Stony Brook,Pittsburgh,Gainesville,Upton,Newport News,Buffalo,Charlottesville,Cincinnati,Detroit,Knoxville,Lexington,Miami,Orono,Rochester,Syracuse,Tallahassee,Williamsburg,Athens',
  ],
  ['America/Indiana/Indianapolis', 'Bloomington,West Lafayette,Notre Dame'],
  ['America/Vancouver', 'Vancouver'],
  ['America/Edmonton', 'Edmonton'],
  ['America/Winnipeg', 'Winnipeg'],
  ['America/Regina', 'Regina'],
  ['America/Halifax', 'Halifax'],
  ['Australia/Melbourne', 'Melbourne'],
  ['Australia/Adelaide', 'Adelaide'],
  ['Australia/Perth', 'Perth'],
  ['Australia/Brisbane', 'Brisbane'],
  ['Australia/Hobart', 'Hobart'],
  ['America/Recife', 'Recife,Natal'],
  ['America/Fortaleza', 'Fortaleza'],
  ['America/Bahia', 'Salvador'],
  ['Asia/Novosibirsk', 'Novosibirsk'],
  ['Asia/Omsk', 'Omsk'],
  ['Asia/Tomsk', 'Tomsk'],
  ['Asia/Yekaterinburg', 'Yekaterinburg'],
  ['Europe/Samara', 'Samara'],
  ['America/Argentina/Cordoba', 'Córdoba,Rosario'],
  ['America/Hermosillo', 'Hermosillo'],
  ['America/Merida', 'Mérida'],
  ['Asia/Shanghai', 'Kunming'],
];

const CITY_TIMEZONES = new Map<string, string>(
  CITY_TIMEZONE_ROWS.flatMap(([zone, cities]) => cities.split(',').map((city) => [city, zone] as const)),
);

/** The IANA zone of a city (by name within its country), falling back to the country's zone. */
export function timezoneOf(city: string, countryCode: string): string {
  const country = countryOf(countryCode);
  if (
    country.code === 'US' ||
    country.code === 'CA' ||
    country.code === 'AU' ||
    country.code === 'BR' ||
    country.code === 'RU' ||
    country.code === 'AR' ||
    country.code === 'MX'
  ) {
    return CITY_TIMEZONES.get(city) ?? country.timezone;
  }
  return country.timezone;
}

export interface InstitutionSeed {
  icn: string;
  name: string;
  city: string;
  countryCode: string;
  type: string;
  domain: string;
  acronym?: string;
  state?: string;
  /** Report-number pattern: {Y} four-digit year, {YY} two digits, {N} number. */
  reportPattern?: string;
}

/** ICN|full name|city|country|type|domain|acronym|report pattern */
const institutionRows = `CERN|European Organization for Nuclear Research|Geneva|CH|Research Center|cern.ch|CERN|CERN-TH-{Y}-{N}
Fermilab|Fermi National Accelerator Laboratory|Batavia|US|Research Center|fnal.gov|FNAL|FERMILAB-PUB-{YY}-{N}-T
DESY|Deutsches Elektronen-Synchrotron DESY|Hamburg|DE|Research Center|desy.de|DESY|DESY-{YY}-{N}
SLAC|SLAC National Accelerator Laboratory|Menlo Park|US|Research Center|slac.stanford.edu|SLAC|SLAC-PUB-{N}
Princeton U.|Princeton University|Princeton|US|University|princeton.edu||PUPT-{N}
Princeton, Inst. Advanced Study|Institute for Advanced Study|Princeton|US|Research Center|ias.edu|IAS|
Harvard U.|Harvard University|Cambridge|US|University|harvard.edu||HUTP-{YY}/A{N}
MIT|Massachusetts Institute of Technology|Cambridge|US|University|mit.edu|MIT|MIT-CTP/{N}
Caltech|California Institute of Technology|Pasadena|US|University|caltech.edu|Caltech|CALT-TH-{Y}-{N}
Stanford U.|Stanford University|Stanford|US|University|stanford.edu||SU-ITP-{YY}/{N}
UC, Berkeley|University of California, Berkeley|Berkeley|US|University|berkeley.edu|UCB|UCB-PTH-{YY}/{N}
LBL, Berkeley|Lawrence Berkeley National Laboratory|Berkeley|US|Research Center|lbl.gov|LBNL|LBNL-{N}
Brookhaven|Brookhaven National Laboratory|Upton|US|Research Center|bnl.gov|BNL|BNL-{N}-{Y}-JA
Argonne|Argonne National Laboratory|Lemont|US|Research Center|anl.gov|ANL|ANL-HEP-PR-{YY}-{N}
Jefferson Lab|Thomas Jefferson National Accelerator Facility|Newport News|US|Research Center|jlab.org|JLab|JLAB-THY-{YY}-{N}
Los Alamos|Los Alamos National Laboratory|Los Alamos|US|Research Center|lanl.gov|LANL|LA-UR-{YY}-{N}
Chicago U.|University of Chicago|Chicago|US|University|uchicago.edu||EFI-{YY}-{N}
Columbia U.|Columbia University|New York|US|University|columbia.edu||CU-TP-{N}
Yale U.|Yale University|New Haven|US|University|yale.edu||
Cornell U.|Cornell University|Ithaca|US|University|cornell.edu||CLNS-{YY}/{N}
Michigan U.|University of Michigan|Ann Arbor|US|University|umich.edu||MCTP-{YY}-{N}
Wisconsin U., Madison|University of Wisconsin-Madison|Madison|US|University|wisc.edu||MADPH-{YY}-{N}
Illinois U., Urbana|University of Illinois at Urbana-Champaign|Urbana|US|University|illinois.edu||
UCLA|University of California, Los Angeles|Los Angeles|US|University|ucla.edu|UCLA|UCLA/{YY}/TEP/{N}
UC, Santa Barbara|University of California, Santa Barbara|Santa Barbara|US|University|ucsb.edu|UCSB|
Santa Barbara, KITP|Kavli Institute for Theoretical Physics|Santa Barbara|US|Research Center|kitp.ucsb.edu|KITP|NSF-KITP-{YY}-{N}
UC, San Diego|University of California, San Diego|La Jolla|US|University|ucsd.edu|UCSD|
UC, Irvine|University of California, Irvine|Irvine|US|University|uci.edu|UCI|UCI-TR-{Y}-{N}
UC, Davis|University of California, Davis|Davis|US|University|ucdavis.edu|UCD|
Rutgers U., Piscataway|Rutgers University|Piscataway|US|University|rutgers.edu||RUNHETC-{Y}-{N}
Maryland U.|University of Maryland|College Park|US|University|umd.edu||UMD-PP-{YY}-{N}
Johns Hopkins U.|Johns Hopkins University|Baltimore|US|University|jhu.edu|JHU|
Pennsylvania U.|University of Pennsylvania|Philadelphia|US|University|upenn.edu|UPenn|UPR-{N}-T
Penn State U.|Pennsylvania State University|University Park|US|University|psu.edu|PSU|
Ohio State U.|Ohio State University|Columbus|US|University|osu.edu|OSU|
Minnesota U.|University of Minnesota|Minneapolis|US|University|umn.edu||UMN-TH-{N}/{YY}
Washington U., Seattle|University of Washington|Seattle|US|University|uw.edu|UW|INT-PUB-{YY}-{N}
Texas U.|University of Texas at Austin|Austin|US|University|utexas.edu|UT Austin|UTTG-{N}-{YY}
Duke U.|Duke University|Durham|US|University|duke.edu||
Northwestern U.|Northwestern University|Evanston|US|University|northwestern.edu||NUHEP-TH/{YY}-{N}
Northeastern U.|Northeastern University|Boston|US|University|northeastern.edu||
Boston U.|Boston University|Boston|US|University|bu.edu|BU|
Brown U.|Brown University|Providence|US|University|brown.edu||BROWN-HET-{N}
Stony Brook U.|Stony Brook University|Stony Brook|US|University|stonybrook.edu||YITP-SB-{YY}-{N}
New York U.|New York University|New York|US|University|nyu.edu|NYU|
Carnegie Mellon U.|Carnegie Mellon University|Pittsburgh|US|University|cmu.edu|CMU|
Purdue U.|Purdue University|West Lafayette|US|University|purdue.edu||
Indiana U.|Indiana University|Bloomington|US|University|indiana.edu||
Florida U.|University of Florida|Gainesville|US|University|ufl.edu|UF|
Arizona U.|University of Arizona|Tucson|US|University|arizona.edu||
Colorado U.|University of Colorado Boulder|Boulder|US|University|colorado.edu||
Perimeter Inst. Theor. Phys.|Perimeter Institute for Theoretical Physics|Waterloo|CA|Research Center|perimeterinstitute.ca|PI|
Toronto U.|University of Toronto|Toronto|CA|University|utoronto.ca||
McGill U.|McGill University|Montreal|CA|University|mcgill.ca||
British Columbia U.|University of British Columbia|Vancouver|CA|University|ubc.ca|UBC|
TRIUMF|TRIUMF|Vancouver|CA|Research Center|triumf.ca|TRIUMF|
Alberta U.|University of Alberta|Edmonton|CA|University|ualberta.ca||
Oxford U.|University of Oxford|Oxford|GB|University|ox.ac.uk||OUTP-{YY}-{N}P
Cambridge U.|University of Cambridge|Cambridge|GB|University|cam.ac.uk||
Cambridge U., DAMTP|Department of Applied Mathematics and Theoretical Physics|Cambridge|GB|University|damtp.cam.ac.uk|DAMTP|DAMTP-{Y}-{N}
Imperial Coll., London|Imperial College London|London|GB|University|imperial.ac.uk||IMPERIAL-TP-{Y}-{N}
University Coll. London|University College London|London|GB|University|ucl.ac.uk|UCL|
King's Coll. London|King's College London|London|GB|University|kcl.ac.uk|KCL|KCL-PH-TH/{Y}-{N}
Durham U., IPPP|Institute for Particle Physics Phenomenology|Durham|GB|University|durham.ac.uk|IPPP|IPPP/{YY}/{N}
Edinburgh U.|University of Edinburgh|Edinburgh|GB|University|ed.ac.uk||EDINBURGH-{Y}-{N}
Glasgow U.|University of Glasgow|Glasgow|GB|University|gla.ac.uk||
Manchester U.|University of Manchester|Manchester|GB|University|manchester.ac.uk||
Liverpool U.|University of Liverpool|Liverpool|GB|University|liverpool.ac.uk||LTH-{N}
Southampton U.|University of Southampton|Southampton|GB|University|soton.ac.uk||SHEP-{YY}-{N}
Rutherford|Rutherford Appleton Laboratory|Didcot|GB|Research Center|stfc.ac.uk|RAL|
Bristol U.|University of Bristol|Bristol|GB|University|bristol.ac.uk||
Heidelberg U.|Ruprecht-Karls-Universität Heidelberg|Heidelberg|DE|University|uni-heidelberg.de||HD-THEP-{YY}-{N}
Munich U.|Ludwig-Maximilians-Universität München|München|DE|University|lmu.de|LMU|LMU-ASC {N}/{YY}
Munich, Tech. U.|Technische Universität München|Garching|DE|University|tum.de|TUM|TUM-HEP-{N}/{YY}
Munich, Max Planck Inst.|Max-Planck-Institut für Physik|München|DE|Research Center|mpp.mpg.de|MPP|MPP-{Y}-{N}
Bonn U.|Rheinische Friedrich-Wilhelms-Universität Bonn|Bonn|DE|University|uni-bonn.de||BONN-TH-{Y}-{N}
Hamburg U.|Universität Hamburg|Hamburg|DE|University|uni-hamburg.de||ZMP-HH/{YY}-{N}
KIT, Karlsruhe|Karlsruher Institut für Technologie|Karlsruhe|DE|University|kit.edu|KIT|TTP{YY}-{N}
Mainz U.|Johannes Gutenberg-Universität Mainz|Mainz|DE|University|uni-mainz.de||MITP-{YY}-{N}
Humboldt U., Berlin|Humboldt-Universität zu Berlin|Berlin|DE|University|hu-berlin.de||HU-EP-{YY}/{N}
Freiburg U.|Albert-Ludwigs-Universität Freiburg|Freiburg|DE|University|uni-freiburg.de||FR-PHENO-{Y}-{N}
Aachen, RWTH|RWTH Aachen University|Aachen|DE|University|rwth-aachen.de|RWTH|TTK-{YY}-{N}
Dortmund U.|Technische Universität Dortmund|Dortmund|DE|University|tu-dortmund.de||DO-TH {YY}/{N}
Wuppertal U.|Bergische Universität Wuppertal|Wuppertal|DE|University|uni-wuppertal.de||WUB/{YY}-{N}
Bielefeld U.|Universität Bielefeld|Bielefeld|DE|University|uni-bielefeld.de||BI-TP {Y}/{N}
Regensburg U.|Universität Regensburg|Regensburg|DE|University|uni-regensburg.de||
GSI, Darmstadt|GSI Helmholtzzentrum für Schwerionenforschung|Darmstadt|DE|Research Center|gsi.de|GSI|
Frankfurt U.|Goethe-Universität Frankfurt|Frankfurt|DE|University|uni-frankfurt.de||
Gottingen U.|Georg-August-Universität Göttingen|Göttingen|DE|University|uni-goettingen.de||
Potsdam, Max Planck Inst.|Max-Planck-Institut für Gravitationsphysik (Albert-Einstein-Institut)|Potsdam|DE|Research Center|aei.mpg.de|AEI|AEI-{Y}-{N}
DESY, Zeuthen|Deutsches Elektronen-Synchrotron DESY, Standort Zeuthen|Zeuthen|DE|Research Center|desy.de|DESY|
Zurich U.|Universität Zürich|Zürich|CH|University|uzh.ch|UZH|ZU-TH {YY}/{N}
Zurich, ETH|Eidgenössische Technische Hochschule Zürich|Zürich|CH|University|ethz.ch|ETH|
PSI, Villigen|Paul Scherrer Institut|Villigen|CH|Research Center|psi.ch|PSI|PSI-PR-{YY}-{N}
Bern U.|Universität Bern|Bern|CH|University|unibe.ch||
Geneva U.|Université de Genève|Genève|CH|University|unige.ch||
Lausanne, EPFL|École Polytechnique Fédérale de Lausanne|Lausanne|CH|University|epfl.ch|EPFL|
Orsay, LAL|Laboratoire de l'Accélérateur Linéaire|Orsay|FR|Research Center|lal.in2p3.fr|LAL|LAL-{YY}-{N}
Saclay, IPhT|Institut de Physique Théorique|Gif-sur-Yvette|FR|Research Center|ipht.fr|IPhT|IPHT-T{YY}/{N}
IRFU, Saclay|Institut de Recherche sur les lois Fondamentales de l'Univers|Gif-sur-Yvette|FR|Research Center|cea.fr|IRFU|
Paris, LPTHE|Laboratoire de Physique Théorique et Hautes Énergies|Paris|FR|Research Center|lpthe.jussieu.fr|LPTHE|
Paris, LPNHE|Laboratoire de Physique Nucléaire et de Hautes Énergies|Paris|FR|Research Center|lpnhe.in2p3.fr|LPNHE|
Ecole Normale Superieure|École Normale Supérieure|Paris|FR|University|ens.fr|ENS|
Ecole Polytechnique|École Polytechnique|Palaiseau|FR|University|polytechnique.edu||CPHT-RR{N}.{YY}
IHES, Bures-sur-Yvette|Institut des Hautes Études Scientifiques|Bures-sur-Yvette|FR|Research Center|ihes.fr|IHES|IHES/P/{YY}/{N}
Marseille, CPPM|Centre de Physique des Particules de Marseille|Marseille|FR|Research Center|cppm.in2p3.fr|CPPM|
Annecy, LAPTH|Laboratoire d'Annecy de Physique Théorique|Annecy|FR|Research Center|lapth.cnrs.fr|LAPTh|LAPTH-{N}/{YY}
Annecy, LAPP|Laboratoire d'Annecy de Physique des Particules|Annecy|FR|Research Center|lapp.in2p3.fr|LAPP|
Grenoble, LPSC|Laboratoire de Physique Subatomique et de Cosmologie|Grenoble|FR|Research Center|lpsc.in2p3.fr|LPSC|LPSC{YY}{N}
Strasbourg, IPHC|Institut Pluridisciplinaire Hubert Curien|Strasbourg|FR|Research Center|iphc.cnrs.fr|IPHC|
Montpellier U.|Université de Montpellier|Montpellier|FR|University|umontpellier.fr||
Paris, Inst. Astrophys.|Institut d'Astrophysique de Paris|Paris|FR|Research Center|iap.fr|IAP|
Rome U.|Sapienza Università di Roma|Roma|IT|University|uniroma1.it||
INFN, Rome|Istituto Nazionale di Fisica Nucleare, Sezione di Roma|Roma|IT|Research Center|roma1.infn.it|INFN|
Rome U., Tor Vergata|Università di Roma Tor Vergata|Roma|IT|University|uniroma2.it||ROM2F/{Y}/{N}
Pisa, Scuola Normale Superiore|Scuola Normale Superiore|Pisa|IT|University|sns.it|SNS|
INFN, Pisa|Istituto Nazionale di Fisica Nucleare, Sezione di Pisa|Pisa|IT|Research Center|pi.infn.it|INFN|
Padua U.|Università degli Studi di Padova|Padova|IT|University|unipd.it||DFPD-{YY}/TH/{N}
Milan U.|Università degli Studi di Milano|Milano|IT|University|unimi.it||IFUM-{N}-FT
Milan Bicocca U.|Università degli Studi di Milano-Bicocca|Milano|IT|University|unimib.it||
Turin U.|Università degli Studi di Torino|Torino|IT|University|unito.it||
Bologna U.|Università di Bologna|Bologna|IT|University|unibo.it||
Naples U.|Università di Napoli Federico II|Napoli|IT|University|unina.it||
Trieste, SISSA|Scuola Internazionale Superiore di Studi Avanzati|Trieste|IT|University|sissa.it|SISSA|SISSA {N}/{Y}/FISI
ICTP, Trieste|Abdus Salam International Centre for Theoretical Physics|Trieste|IT|Research Center|ictp.it|ICTP|
Frascati|Laboratori Nazionali di Frascati|Frascati|IT|Research Center|lnf.infn.it|LNF|LNF-{YY}/{N}
Gran Sasso|Laboratori Nazionali del Gran Sasso|Assergi|IT|Research Center|lngs.infn.it|LNGS|
Florence U.|Università degli Studi di Firenze|Firenze|IT|University|unifi.it||
Genoa U.|Università di Genova|Genova|IT|University|unige.it||GEF-TH-{N}/{Y}
Madrid, IFT|Instituto de Física Teórica UAM/CSIC|Madrid|ES|Research Center|ift.uam-csic.es|IFT|IFT-UAM/CSIC-{YY}-{N}
Madrid, Autonoma U.|Universidad Autónoma de Madrid|Madrid|ES|University|uam.es|UAM|FTUAM-{YY}-{N}
Barcelona U.|Universitat de Barcelona|Barcelona|ES|University|ub.edu|UB|ICCUB-{YY}-{N}
Barcelona, IFAE|Institut de Física d'Altes Energies|Bellaterra|ES|Research Center|ifae.es|IFAE|
Valencia U., IFIC|Instituto de Física Corpuscular|Paterna|ES|Research Center|ific.uv.es|IFIC|IFIC/{YY}-{N}
Santiago de Compostela U., IGFAE|Instituto Galego de Física de Altas Enerxías|Santiago de Compostela|ES|Research Center|igfae.usc.es|IGFAE|
Granada U.|Universidad de Granada|Granada|ES|University|ugr.es||UG-FT-{N}/{YY}
Cantabria Inst. of Phys.|Instituto de Física de Cantabria|Santander|ES|Research Center|ifca.unican.es|IFCA|
Lisbon, LIP|Laboratório de Instrumentação e Física Experimental de Partículas|Lisboa|PT|Research Center|lip.pt|LIP|
Lisbon, IST|Instituto Superior Técnico|Lisboa|PT|University|tecnico.ulisboa.pt|IST|
Coimbra U.|Universidade de Coimbra|Coimbra|PT|University|uc.pt||
NIKHEF, Amsterdam|Nationaal Instituut voor Subatomaire Fysica|Amsterdam|NL|Research Center|nikhef.nl|Nikhef|Nikhef-{Y}-{N}
Amsterdam U.|Universiteit van Amsterdam|Amsterdam|NL|University|uva.nl|UvA|
Utrecht U.|Universiteit Utrecht|Utrecht|NL|University|uu.nl||ITP-UU-{YY}/{N}
Leiden U.|Universiteit Leiden|Leiden|NL|University|leidenuniv.nl||
Groningen U.|Rijksuniversiteit Groningen|Groningen|NL|University|rug.nl||
Leuven U.|KU Leuven|Leuven|BE|University|kuleuven.be|KU Leuven|KUL-TF-{YY}/{N}
Brussels U., IIHE|Inter-University Institute for High Energies|Brussels|BE|Research Center|iihe.ac.be|IIHE|
Louvain U.|Université catholique de Louvain|Louvain-la-Neuve|BE|University|uclouvain.be|UCLouvain|CP3-{YY}-{N}
Niels Bohr Inst.|Niels Bohr Institutet|København|DK|Research Center|nbi.ku.dk|NBI|
Aarhus U.|Aarhus Universitet|Aarhus|DK|University|au.dk||
Stockholm U.|Stockholms universitet|Stockholm|SE|University|su.se||
KTH, Stockholm|Kungliga Tekniska högskolan|Stockholm|SE|University|kth.se|KTH|
Uppsala U.|Uppsala universitet|Uppsala|SE|University|uu.se||UUITP-{N}/{YY}
Lund U.|Lunds universitet|Lund|SE|University|lu.se||LU-TP {YY}-{N}
Nordita|Nordic Institute for Theoretical Physics|Stockholm|SE|Research Center|nordita.org|Nordita|NORDITA {Y}-{N}
Oslo U.|Universitetet i Oslo|Oslo|NO|University|uio.no||
Bergen U.|Universitetet i Bergen|Bergen|NO|University|uib.no||
Helsinki Inst. of Phys.|Helsinki Institute of Physics|Helsinki|FI|Research Center|hip.fi|HIP|HIP-{Y}-{N}/TH
Jyvaskyla U.|Jyväskylän yliopisto|Jyväskylä|FI|University|jyu.fi||
Vienna U.|Universität Wien|Wien|AT|University|univie.ac.at||UWTHPH-{Y}-{N}
Vienna, OAW|Institut für Hochenergiephysik der Österreichischen Akademie der Wissenschaften|Wien|AT|Research Center|oeaw.ac.at|HEPHY|
Innsbruck U.|Universität Innsbruck|Innsbruck|AT|University|uibk.ac.at||
Graz U.|Karl-Franzens-Universität Graz|Graz|AT|University|uni-graz.at||
Prague, Charles U.|Univerzita Karlova|Praha|CZ|University|cuni.cz||
Czech Tech. U., Prague|České vysoké učení technické v Praze|Praha|CZ|University|cvut.cz|CTU|
Prague, Inst. Phys.|Fyzikální ústav Akademie věd České republiky|Praha|CZ|Research Center|fzu.cz|FZU|
Cracow, INP|Instytut Fizyki Jądrowej Polskiej Akademii Nauk|Kraków|PL|Research Center|ifj.edu.pl|IFJ PAN|IFJPAN-IV-{Y}-{N}
Jagiellonian U.|Uniwersytet Jagielloński|Kraków|PL|University|uj.edu.pl||
Warsaw U.|Uniwersytet Warszawski|Warszawa|PL|University|uw.edu.pl||
NCBJ, Swierk|Narodowe Centrum Badań Jądrowych|Otwock-Świerk|PL|Research Center|ncbj.gov.pl|NCBJ|
Budapest, RMKI|Wigner Fizikai Kutatóközpont|Budapest|HU|Research Center|wigner.hu|Wigner RCP|
Eotvos U.|Eötvös Loránd Tudományegyetem|Budapest|HU|University|elte.hu|ELTE|
Debrecen, ATOMKI|Atommagkutató Intézet|Debrecen|HU|Research Center|atomki.hu|ATOMKI|
Bucharest, IFIN-HH|Horia Hulubei National Institute for Physics and Nuclear Engineering|Măgurele|RO|Research Center|nipne.ro|IFIN-HH|
Zagreb U.|Sveučilište u Zagrebu|Zagreb|HR|University|unizg.hr||ZTF-EP-{YY}-{N}
Ljubljana U.|Univerza v Ljubljani|Ljubljana|SI|University|uni-lj.si||
Josef Stefan Inst.|Institut Jožef Stefan|Ljubljana|SI|Research Center|ijs.si|IJS|
Belgrade U.|Univerzitet u Beogradu|Beograd|RS|University|bg.ac.rs||
Sofia U.|Sofiyski universitet Sv. Kliment Ohridski|Sofia|BG|University|uni-sofia.bg||
Athens U.|National and Kapodistrian University of Athens|Athens|GR|University|uoa.gr||
Thessaloniki U.|Aristotle University of Thessaloniki|Thessaloniki|GR|University|auth.gr|AUTh|
Crete U.|University of Crete|Heraklion|GR|University|uoc.gr||CCTP-{Y}-{N}
Cyprus U.|University of Cyprus|Nicosia|CY|University|ucy.ac.cy||
Istanbul Tech. U.|İstanbul Teknik Üniversitesi|İstanbul|TR|University|itu.edu.tr|ITU|
Bogazici U.|Boğaziçi Üniversitesi|İstanbul|TR|University|boun.edu.tr||
Middle East Tech. U., Ankara|Orta Doğu Teknik Üniversitesi|Ankara|TR|University|metu.edu.tr|METU|
Weizmann Inst.|Weizmann Institute of Science|Rehovot|IL|Research Center|weizmann.ac.il||WIS/{YY}/{N}-DPPA
Tel Aviv U.|Tel Aviv University|Tel Aviv|IL|University|tau.ac.il|TAU|TAUP-{N}-{YY}
Hebrew U.|Hebrew University of Jerusalem|Jerusalem|IL|University|huji.ac.il|HUJI|
Technion|Technion – Israel Institute of Technology|Haifa|IL|University|technion.ac.il||
Dubna, JINR|Joint Institute for Nuclear Research|Dubna|RU|Research Center|jinr.ru|JINR|JINR-E2-{Y}-{N}
Moscow, ITEP|Институт теоретической и экспериментальной физики|Moscow|RU|Research Center|itep.ru|ITEP|ITEP-TH-{N}/{YY}
Lebedev Inst.|Физический институт им. П. Н. Лебедева РАН|Moscow|RU|Research Center|lebedev.ru|LPI|FIAN/TD-{N}/{YY}
Moscow, INR|Институт ядерных исследований РАН|Moscow|RU|Research Center|inr.ru|INR|INR-TH-{Y}-{N}
Novosibirsk, IYF|Институт ядерной физики им. Г. И. Будкера СО РАН|Novosibirsk|RU|Research Center|inp.nsk.su|BINP|BUDKER-INP-{Y}-{N}
Serpukhov, IHEP|Институт физики высоких энергий|Protvino|RU|Research Center|ihep.ru|IHEP|IHEP-{Y}-{N}
Moscow State U.|Московский государственный университет им. М. В. Ломоносова|Moscow|RU|University|msu.ru|MSU|
Steklov Math. Inst., Moscow|Математический институт им. В. А. Стеклова РАН|Moscow|RU|Research Center|mi-ras.ru||
Landau Inst.|Институт теоретической физики им. Л. Д. Ландау РАН|Chernogolovka|RU|Research Center|itp.ac.ru||
St. Petersburg, INP|Петербургский институт ядерной физики|Gatchina|RU|Research Center|pnpi.nrcki.ru|PNPI|
Kharkov Inst. Phys. Tech.|Kharkiv Institute of Physics and Technology|Kharkiv|UA|Research Center|kipt.kharkov.ua|KIPT|
Kiev, Inst. Theor. Phys.|Bogolyubov Institute for Theoretical Physics|Kyiv|UA|Research Center|bitp.kiev.ua|BITP|
Yerevan Phys. Inst.|A. Alikhanyan National Science Laboratory|Yerevan|AM|Research Center|yerphi.am|AANL|
Tbilisi State U.|Ivane Javakhishvili Tbilisi State University|Tbilisi|GE|University|tsu.ge|TSU|
KEK, Tsukuba|High Energy Accelerator Research Organization|Tsukuba|JP|Research Center|kek.jp|KEK|KEK-TH-{N}
Tokyo U.|The University of Tokyo|Tokyo|JP|University|u-tokyo.ac.jp||UT-{YY}-{N}
Kavli IPMU, Kashiwa|Kavli Institute for the Physics and Mathematics of the Universe|Kashiwa|JP|Research Center|ipmu.jp|Kavli IPMU|IPMU{YY}-{N}
Kyoto U.|Kyoto University|Kyoto|JP|University|kyoto-u.ac.jp||KUNS-{N}
Kyoto U., Yukawa Inst., Kyoto|Yukawa Institute for Theoretical Physics|Kyoto|JP|Research Center|yukawa.kyoto-u.ac.jp|YITP|YITP-{YY}-{N}
Osaka U.|Osaka University|Toyonaka|JP|University|osaka-u.ac.jp||OU-HET-{N}
Nagoya U.|Nagoya University|Nagoya|JP|University|nagoya-u.ac.jp||
Tohoku U.|Tohoku University|Sendai|JP|University|tohoku.ac.jp||TU-{N}
Tokyo Inst. Tech.|Tokyo Institute of Technology|Tokyo|JP|University|titech.ac.jp||TIT/HEP-{N}
RIKEN, Wako|RIKEN|Wako|JP|Research Center|riken.jp|RIKEN|RIKEN-iTHEMS-Report-{YY}
Tsukuba U.|University of Tsukuba|Tsukuba|JP|University|tsukuba.ac.jp||UTHEP-{N}
Beijing, Inst. High Energy Phys.|Institute of High Energy Physics, Chinese Academy of Sciences|Beijing|CN|Research Center|ihep.ac.cn|IHEP|
Beijing, Inst. Theor. Phys.|Institute of Theoretical Physics, Chinese Academy of Sciences|Beijing|CN|Research Center|itp.ac.cn|ITP-CAS|
Peking U.|Peking University|Beijing|CN|University|pku.edu.cn|PKU|
Tsinghua U., Beijing|Tsinghua University|Beijing|CN|University|tsinghua.edu.cn|THU|
Nanjing U.|Nanjing University|Nanjing|CN|University|nju.edu.cn|NJU|
Hefei, CUST|University of Science and Technology of China|Hefei|CN|University|ustc.edu.cn|USTC|USTC-ICTS-{YY}-{N}
Shanghai Jiao Tong U.|Shanghai Jiao Tong University|Shanghai|CN|University|sjtu.edu.cn|SJTU|
Fudan U.|Fudan University|Shanghai|CN|University|fudan.edu.cn||
Zhejiang U.|Zhejiang University|Hangzhou|CN|University|zju.edu.cn|ZJU|
Sun Yat-sen U.|Sun Yat-sen University|Guangzhou|CN|University|sysu.edu.cn|SYSU|
Wuhan U.|Wuhan University|Wuhan|CN|University|whu.edu.cn||
Shandong U.|Shandong University|Jinan|CN|University|sdu.edu.cn||
Lanzhou, Inst. Modern Phys.|Institute of Modern Physics, Chinese Academy of Sciences|Lanzhou|CN|Research Center|impcas.ac.cn|IMP|
Central China Normal U.|Central China Normal University|Wuhan|CN|University|ccnu.edu.cn|CCNU|
Seoul Natl. U.|Seoul National University|Seoul|KR|University|snu.ac.kr|SNU|SNUTP{YY}-{N}
KAIST, Daejeon|Korea Advanced Institute of Science and Technology|Daejeon|KR|University|kaist.ac.kr|KAIST|
Korea U.|Korea University|Seoul|KR|University|korea.ac.kr||
Yonsei U.|Yonsei University|Seoul|KR|University|yonsei.ac.kr||
IBS, Daejeon|Institute for Basic Science|Daejeon|KR|Research Center|ibs.re.kr|IBS|CTPU-PTC-{YY}-{N}
APCTP, Pohang|Asia Pacific Center for Theoretical Physics|Pohang|KR|Research Center|apctp.org|APCTP|APCTP Pre{Y}-{N}
Taiwan, Natl. Taiwan U.|National Taiwan University|Taipei|TW|University|ntu.edu.tw|NTU|
Taiwan, Inst. Phys.|Institute of Physics, Academia Sinica|Taipei|TW|Research Center|phys.sinica.edu.tw||
Natl. Tsing Hua U.|National Tsing Hua University|Hsinchu|TW|University|nthu.edu.tw|NTHU|
Hong Kong U. Sci. Tech.|Hong Kong University of Science and Technology|Hong Kong|HK|University|ust.hk|HKUST|HKUST-IAS-{Y}-{N}
Singapore, Natl. U.|National University of Singapore|Singapore|SG|University|nus.edu.sg|NUS|
Tata Inst.|Tata Institute of Fundamental Research|Mumbai|IN|Research Center|tifr.res.in|TIFR|TIFR/TH/{YY}-{N}
Bhabha Atomic Res. Ctr.|Bhabha Atomic Research Centre|Mumbai|IN|Research Center|barc.gov.in|BARC|
Harish-Chandra Res. Inst.|Harish-Chandra Research Institute|Prayagraj|IN|Research Center|hri.res.in|HRI|HRI-RECAPP-{Y}-{N}
Chennai, IMSc|The Institute of Mathematical Sciences|Chennai|IN|Research Center|imsc.res.in|IMSc|IMSc/{Y}/{N}
Saha Inst.|Saha Institute of Nuclear Physics|Kolkata|IN|Research Center|saha.ac.in|SINP|
IISc, Bangalore|Indian Institute of Science|Bengaluru|IN|University|iisc.ac.in|IISc|
Indian Inst. Tech., Kanpur|Indian Institute of Technology Kanpur|Kanpur|IN|University|iitk.ac.in|IITK|
Indian Inst. Tech., Bombay|Indian Institute of Technology Bombay|Mumbai|IN|University|iitb.ac.in|IITB|
Delhi U.|University of Delhi|Delhi|IN|University|du.ac.in||
Ahmedabad, Phys. Res. Lab|Physical Research Laboratory|Ahmedabad|IN|Research Center|prl.res.in|PRL|
ICTS, Bangalore|International Centre for Theoretical Sciences|Bengaluru|IN|Research Center|icts.res.in|ICTS|ICTS/{Y}/{N}
Tehran, IPM|Institute for Research in Fundamental Sciences|Tehran|IR|Research Center|ipm.ir|IPM|IPM/P-{Y}/{N}
Sharif U. of Tech.|Sharif University of Technology|Tehran|IR|University|sharif.edu||
Quaid-i-Azam U.|Quaid-i-Azam University|Islamabad|PK|University|qau.edu.pk|QAU|
Melbourne U.|University of Melbourne|Melbourne|AU|University|unimelb.edu.au||
Sydney U.|University of Sydney|Sydney|AU|University|sydney.edu.au||
Adelaide U.|University of Adelaide|Adelaide|AU|University|adelaide.edu.au||ADP-{YY}-{N}/T{N}
Monash U.|Monash University|Melbourne|AU|University|monash.edu||
Australian Natl. U., Canberra|Australian National University|Canberra|AU|University|anu.edu.au|ANU|
Auckland U.|University of Auckland|Auckland|NZ|University|auckland.ac.nz||
Cape Town U.|University of Cape Town|Cape Town|ZA|University|uct.ac.za|UCT|
Witwatersrand U.|University of the Witwatersrand|Johannesburg|ZA|University|wits.ac.za|Wits|
Sao Paulo U.|Universidade de São Paulo|São Paulo|BR|University|usp.br|USP|
Sao Paulo, IFT|Instituto de Física Teórica, Universidade Estadual Paulista|São Paulo|BR|Research Center|ift.unesp.br|IFT-UNESP|IFT-P.{N}/{Y}
Campinas State U.|Universidade Estadual de Campinas|Campinas|BR|University|unicamp.br|UNICAMP|
Rio de Janeiro, CBPF|Centro Brasileiro de Pesquisas Físicas|Rio de Janeiro|BR|Research Center|cbpf.br|CBPF|CBPF-NF-{N}/{YY}
Buenos Aires U.|Universidad de Buenos Aires|Buenos Aires|AR|University|uba.ar|UBA|
La Plata U.|Universidad Nacional de La Plata|La Plata|AR|University|unlp.edu.ar|UNLP|
Bariloche, CAB|Centro Atómico Bariloche|San Carlos de Bariloche|AR|Research Center|cab.cnea.gov.ar|CAB|
CINVESTAV, IPN|Centro de Investigación y de Estudios Avanzados del IPN|Ciudad de México|MX|Research Center|cinvestav.mx|CINVESTAV|
Mexico U.|Universidad Nacional Autónoma de México|Ciudad de México|MX|University|unam.mx|UNAM|
Santiago, Catolica|Pontificia Universidad Católica de Chile|Santiago|CL|University|uc.cl|PUC|
Valparaiso U., Santa Maria|Universidad Técnica Federico Santa María|Valparaíso|CL|University|usm.cl|UTFSM|
Bogota, Los Andes U.|Universidad de los Andes|Bogotá|CO|University|uniandes.edu.co||
Lima, Pont. Catolica|Pontificia Universidad Católica del Perú|Lima|PE|University|pucp.edu.pe|PUCP|
Cairo U.|Cairo University|Giza|EG|University|cu.edu.eg||
Beirut, American U.|American University of Beirut|Beirut|LB|University|aub.edu.lb|AUB|
Rabat U.|Université Mohammed V de Rabat|Rabat|MA|University|um5.ac.ma||
Ibadan U.|University of Ibadan|Ibadan|NG|University|ui.edu.ng||
Chulalongkorn U.|Chulalongkorn University|Bangkok|TH|University|chula.ac.th||
Hanoi, Inst. Phys.|Institute of Physics, Vietnam Academy of Science and Technology|Hà Nội|VN|Research Center|iop.vast.ac.vn||
Dublin Inst.|Dublin Institute for Advanced Studies|Dublin|IE|Research Center|dias.ie|DIAS|DIAS-STP-{YY}-{N}`;

export const INSTITUTION_SEEDS: readonly InstitutionSeed[] = institutionRows.split('\n').map((row) => {
  const [icn, name, city, countryCode, type, domain, acronym, reportPattern] = row.split('|');
  const seed: InstitutionSeed = {
    icn: icn ?? '',
    name: name ?? '',
    city: city ?? '',
    countryCode: countryCode ?? 'US',
    type: type ?? 'University',
    domain: domain ?? 'example.org',
  };
  if (acronym) {
    seed.acronym = acronym;
  }
  if (reportPattern) {
    seed.reportPattern = reportPattern;
  }
  return seed;
});

/** Cities (with diacritics where the local spelling has them) for synthetic institutions. */
const cityRows = `Aberdeen|GB;Ann Arbor|US;Athens|US;Austin|US;Baton Rouge|US;Bloomington|US;Boise|US;Buffalo|US;Charlottesville|US;Cincinnati|US;Dallas|US;Denver|US;Detroit|US;Eugene|US;Fort Collins|US;Houston|US;Iowa City|US;Knoxville|US;Lawrence|US;Lexington|US;Lincoln|US;Madison|US;Memphis|US;Miami|US;Nashville|US;Norman|US;Notre Dame|US;Orono|US;Pittsburgh|US;Portland|US;Reno|US;Riverside|US;Rochester|US;Salt Lake City|US;San Antonio|US;Santa Cruz|US;Syracuse|US;Tallahassee|US;Tucson|US;Tulsa|US;Wichita|US;Williamsburg|US;Halifax|CA;Kingston|CA;Montréal|CA;Québec|CA;Regina|CA;Sherbrooke|CA;Winnipeg|CA;Belfast|GB;Brighton|GB;Cardiff|GB;Lancaster|GB;Leeds|GB;Nottingham|GB;Sheffield|GB;Swansea|GB;York|GB;Cork|IE;Galway|IE;Augsburg|DE;Bochum|DE;Braunschweig|DE;Bremen|DE;Chemnitz|DE;Darmstadt|DE;Dresden|DE;Düsseldorf|DE;Erlangen|DE;Gießen|DE;Greifswald|DE;Halle|DE;Jena|DE;Kaiserslautern|DE;Kiel|DE;Köln|DE;Konstanz|DE;Leipzig|DE;Marburg|DE;Münster|DE;Rostock|DE;Siegen|DE;Stuttgart|DE;Tübingen|DE;Ulm|DE;Würzburg|DE;Basel|CH;Fribourg|CH;Neuchâtel|CH;Linz|AT;Salzburg|AT;Besançon|FR;Bordeaux|FR;Caen|FR;Clermont-Ferrand|FR;Dijon|FR;Lille|FR;Limoges|FR;Lyon|FR;Metz|FR;Nancy|FR;Nantes|FR;Nice|FR;Orléans|FR;Poitiers|FR;Reims|FR;Rennes|FR;Rouen|FR;Toulouse|FR;Tours|FR;Bari|IT;Cagliari|IT;Catania|IT;Ferrara|IT;Lecce|IT;Messina|IT;Modena|IT;Palermo|IT;Parma|IT;Pavia|IT;Perugia|IT;Salerno|IT;Siena|IT;Trento|IT;Udine|IT;Urbino|IT;Alicante|ES;Bilbao|ES;Córdoba|ES;Málaga|ES;Murcia|ES;Oviedo|ES;Salamanca|ES;Sevilla|ES;Valladolid|ES;Zaragoza|ES;Braga|PT;Porto|PT;Aveiro|PT;Eindhoven|NL;Enschede|NL;Nijmegen|NL;Delft|NL;Antwerpen|BE;Gent|BE;Liège|BE;Mons|BE;Namur|BE;Odense|DK;Aalborg|DK;Göteborg|SE;Linköping|SE;Umeå|SE;Trondheim|NO;Tromsø|NO;Oulu|FI;Turku|FI;Tampere|FI;Białystok|PL;Gdańsk|PL;Katowice|PL;Łódź|PL;Lublin|PL;Poznań|PL;Toruń|PL;Wrocław|PL;Brno|CZ;Olomouc|CZ;Opava|CZ;Bratislava|SK;Košice|SK;Szeged|HU;Pécs|HU;Cluj-Napoca|RO;Iași|RO;Timișoara|RO;Plovdiv|BG;Ioannina|GR;Patras|GR;Split|HR;Rijeka|HR;Novi Sad|RS;Niš|RS;Maribor|SI;Kazan|RU;Nizhny Novgorod|RU;Omsk|RU;Samara|RU;Saratov|RU;Tomsk|RU;Voronezh|RU;Yekaterinburg|RU;Kharkiv|UA;Lviv|UA;Odesa|UA;Minsk|BY;Gomel|BY;Ankara|TR;Bursa|TR;Eskişehir|TR;İzmir|TR;Konya|TR;Trabzon|TR;Beer-Sheva|IL;Ramat Gan|IL;Isfahan|IR;Mashhad|IR;Shiraz|IR;Tabriz|IR;Riyadh|SA;Dhahran|SA;Amman|JO;Alexandria|EG;Fès|MA;Marrakech|MA;Durban|ZA;Pretoria|ZA;Stellenbosch|ZA;Lagos|NG;Lahore|PK;Allahabad|IN;Bhubaneswar|IN;Chandigarh|IN;Guwahati|IN;Hyderabad|IN;Jaipur|IN;Kolkata|IN;Pune|IN;Roorkee|IN;Varanasi|IN;Changchun|CN;Chengdu|CN;Chongqing|CN;Dalian|CN;Harbin|CN;Jinan|CN;Kunming|CN;Nankai|CN;Qingdao|CN;Shenzhen|CN;Suzhou|CN;Tianjin|CN;Xiamen|CN;Xi'an|CN;Zhengzhou|CN;Hsinchu|TW;Tainan|TW;Taichung|TW;Chiba|JP;Fukuoka|JP;Hiroshima|JP;Kanazawa|JP;Kobe|JP;Kumamoto|JP;Niigata|JP;Okayama|JP;Sapporo|JP;Shizuoka|JP;Toyama|JP;Yokohama|JP;Busan|KR;Daegu|KR;Gwangju|KR;Incheon|KR;Jeonju|KR;Ulsan|KR;Brisbane|AU;Hobart|AU;Newcastle|AU;Perth|AU;Wollongong|AU;Christchurch|NZ;Wellington|NZ;Belo Horizonte|BR;Curitiba|BR;Florianópolis|BR;Fortaleza|BR;Juiz de Fora|BR;Natal|BR;Niterói|BR;Porto Alegre|BR;Recife|BR;Salvador|BR;Córdoba|AR;Mar del Plata|AR;Rosario|AR;Tucumán|AR;Concepción|CL;Temuco|CL;Valdivia|CL;Medellín|CO;Cali|CO;Guanajuato|MX;Mérida|MX;Morelia|MX;Puebla|MX;Hermosillo|MX;Trujillo|PE;Huế|VN;Chiang Mai|TH;Khon Kaen|TH`;

export interface CitySeed {
  city: string;
  countryCode: string;
}

export const CITY_SEEDS: readonly CitySeed[] = cityRows.split(';').map((entry) => {
  const [city, countryCode] = entry.split('|');
  return { city: city ?? '', countryCode: countryCode ?? 'US' };
});

/** Patterns for synthetic institutions: ICN pattern, full-name pattern, type. */
export const SYNTHETIC_INSTITUTION_PATTERNS: readonly (readonly [string, string, string])[] = [
  ['{city} U.', 'University of {city}', 'University'],
  ['{city} Tech. U.', '{city} University of Technology', 'University'],
  ['{city} State U.', '{city} State University', 'University'],
  ['{city}, Inst. Phys.', 'Institute of Physics, {city}', 'Research Center'],
  ['{city}, Inst. Theor. Phys.', 'Institute for Theoretical Physics, {city}', 'Research Center'],
  ['{city} Observ.', '{city} Astronomical Observatory', 'Research Center'],
  ['{city}, Nucl. Res. Ctr.', 'Nuclear Research Centre {city}', 'Research Center'],
  ['{city} Normal U.', '{city} Normal University', 'University'],
];
