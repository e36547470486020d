/** Experiments and their collaborations, with their INSPIRE legacy names and typical author-list sizes. */

export interface ExperimentSeed {
  legacyName: string;
  collaboration: string;
  longName: string;
  accelerator: string;
  hostIcn: string;
  started: number;
  completed?: number;
  cancelled?: number;
  classification: string;
  /** Typical number of authors on the collaboration's papers at its peak. */
  size: number;
  field: string;
  url?: string;
}

/** legacy|collaboration|long name|accelerator|host ICN|started|completed|cancelled|classification|size|field|url */
const experimentRows = `CERN-LHC-ATLAS|ATLAS|ATLAS: A Toroidal LHC ApparatuS|LHC|CERN|2008|||Collider Experiments|Hadrons|p p|2950|hep-ex|https://atlas.cern
CERN-LHC-CMS|CMS|CMS: The Compact Muon Solenoid|LHC|CERN|2008|||Collider Experiments|Hadrons|p p|2900|hep-ex|https://cms.cern
CERN-LHC-LHCb|LHCb|LHCb: Large Hadron Collider beauty experiment|LHC|CERN|2009|||Collider Experiments|Hadrons|p p|1000|hep-ex|https://lhcb.cern
CERN-LHC-ALICE|ALICE|ALICE: A Large Ion Collider Experiment|LHC|CERN|2009|||Collider Experiments|Hadrons|A A|1900|nucl-ex|https://alice.cern
KEK-BF-BELLE-II|Belle II|Belle II: the next-generation B-factory experiment|SuperKEKB|KEK, Tsukuba|2018|||Collider Experiments|e+ e-|1100|hep-ex|https://www.belle2.org
LIGO|LIGO Scientific|LIGO: Laser Interferometer Gravitational-Wave Observatory|NON|Caltech|2002|||Non-experimental|Gravitational waves|1500|gr-qc|https://www.ligo.org
ICECUBE|IceCube|IceCube Neutrino Observatory|NON|Wisconsin U., Madison|2010|||Non-accelerator|Neutrino telescopes|420|astro-ph|https://icecube.wisc.edu
FNAL-E-0741|CDF|CDF: Collider Detector at Fermilab|TEVATRON|Fermilab|1985|2011||Collider Experiments|Hadrons|anti-p p|620|hep-ex|https://www-cdf.fnal.gov
FNAL-E-0740|D0|D0 Experiment|TEVATRON|Fermilab|1992|2011||Collider Experiments|Hadrons|anti-p p|600|hep-ex|https://www-d0.fnal.gov
SLAC-PEP2-BABAR|BaBar|BaBar: the B-factory experiment at PEP-II|PEP-II|SLAC|1999|2008||Collider Experiments|e+ e-|580|hep-ex|https://www.slac.stanford.edu/BFROOT
KEK-BF-BELLE|Belle|Belle: the B-factory experiment at KEKB|KEKB|KEK, Tsukuba|1999|2010||Collider Experiments|e+ e-|420|hep-ex|
CERN-LEP-ALEPH|ALEPH|ALEPH: Apparatus for LEP PHysics|LEP|CERN|1989|2000||Collider Experiments|e+ e-|450|hep-ex|
CERN-LEP-DELPHI|DELPHI|DELPHI: DEtector with Lepton, Photon and Hadron Identification|LEP|CERN|1989|2000||Collider Experiments|e+ e-|520|hep-ex|
CERN-LEP-L3|L3|L3 experiment at LEP|LEP|CERN|1989|2000||Collider Experiments|e+ e-|480|hep-ex|
CERN-LEP-OPAL|OPAL|OPAL: Omni-Purpose Apparatus for LEP|LEP|CERN|1989|2000||Collider Experiments|e+ e-|350|hep-ex|
CERN-UA-001|UA1|UA1 experiment at the SppS|SPS|CERN|1981|1990||Collider Experiments|Hadrons|anti-p p|140|hep-ex|
CERN-UA-002|UA2|UA2 experiment at the SppS|SPS|CERN|1981|1990||Collider Experiments|Hadrons|anti-p p|70|hep-ex|
DESY-HERA-H1|H1|H1 experiment at HERA|HERA|DESY|1992|2007||Collider Experiments|e p|400|hep-ex|
DESY-HERA-ZEUS|ZEUS|ZEUS experiment at HERA|HERA|DESY|1992|2007||Collider Experiments|e p|380|hep-ex|
DESY-HERA-HERMES|HERMES|HERMES experiment at HERA|HERA|DESY|1995|2007||Fixed-Target Experiments|Leptons|e p|190|hep-ex|
BNL-RHIC-STAR|STAR|STAR: Solenoidal Tracker at RHIC|RHIC|Brookhaven|2000|||Collider Experiments|Hadrons|A A|650|nucl-ex|https://www.star.bnl.gov
BNL-RHIC-PHENIX|PHENIX|PHENIX experiment at RHIC|RHIC|Brookhaven|2000|2016||Collider Experiments|Hadrons|A A|520|nucl-ex|
SUPER-KAMIOKANDE|Super-Kamiokande|Super-Kamiokande neutrino detector|NON|Tokyo U.|1996|||Non-accelerator|Neutrino oscillations|180|hep-ex|
J-PARC-T2K|T2K|T2K: Tokai to Kamioka long-baseline neutrino experiment|J-PARC|KEK, Tsukuba|2010|||Accelerator Experiments|Neutrino beams|480|hep-ex|
FNAL-E-0929|NOvA|NOvA: NuMI Off-axis electron neutrino Appearance|NuMI|Fermilab|2014|||Accelerator Experiments|Neutrino beams|240|hep-ex|
FNAL-E-0875|MINOS|MINOS: Main Injector Neutrino Oscillation Search|NuMI|Fermilab|2005|2016||Accelerator Experiments|Neutrino beams|150|hep-ex|
LBNF-DUNE|DUNE|DUNE: Deep Underground Neutrino Experiment|LBNF|Fermilab|2029|||Accelerator Experiments|Neutrino beams|1400|hep-ex|https://www.dunescience.org
FNAL-E-0989|Muon g-2|Muon g-2: measurement of the muon anomalous magnetic moment|Muon Campus|Fermilab|2017|2023||Fixed-Target Experiments|Leptons|muon|190|hep-ex|
FNAL-E-0974|MicroBooNE|MicroBooNE liquid-argon TPC|Booster|Fermilab|2015|2021||Accelerator Experiments|Neutrino beams|200|hep-ex|
SNO|SNO|Sudbury Neutrino Observatory|NON|Alberta U.|1999|2006||Non-accelerator|Solar neutrinos|150|nucl-ex|
BOREXINO|Borexino|Borexino solar neutrino experiment|NON|Gran Sasso|2007|2021||Non-accelerator|Solar neutrinos|100|hep-ex|
DAYA-BAY|Daya Bay|Daya Bay Reactor Neutrino Experiment|NON|Beijing, Inst. High Energy Phys.|2011|2020||Non-accelerator|Reactor neutrinos|240|hep-ex|
JUNO|JUNO|JUNO: Jiangmen Underground Neutrino Observatory|NON|Beijing, Inst. High Energy Phys.|2025|||Non-accelerator|Reactor neutrinos|700|hep-ex|
KATRIN|KATRIN|KATRIN: Karlsruhe Tritium Neutrino Experiment|NON|KIT, Karlsruhe|2018|||Non-accelerator|Neutrino mass|150|nucl-ex|
XENON|XENON|XENON dark matter project|NON|Gran Sasso|2006|||Non-accelerator|Dark matter search|170|hep-ex|
LZ|LZ|LUX-ZEPLIN dark matter experiment|NON|LBL, Berkeley|2022|||Non-accelerator|Dark matter search|250|hep-ex|
PANDAX|PandaX|PandaX: Particle and Astrophysical Xenon Experiments|NON|Shanghai Jiao Tong U.|2009|||Non-accelerator|Dark matter search|100|hep-ex|
PLANCK|Planck|Planck: ESA's cosmic microwave background mission|NON|Paris, Inst. Astrophys.|2009|2013||Non-accelerator|Cosmic microwave background|250|astro-ph|
WMAP|WMAP|WMAP: Wilkinson Microwave Anisotropy Probe|NON|Princeton U.|2001|2010||Non-accelerator|Cosmic microwave background|25|astro-ph|
FERMI-LAT|Fermi-LAT|Fermi Large Area Telescope|NON|SLAC|2008|||Non-accelerator|Gamma-ray astronomy|200|astro-ph|
AMS|AMS|AMS-02: Alpha Magnetic Spectrometer|NON|CERN|2011|||Non-accelerator|Cosmic rays|600|astro-ph|
HESS|H.E.S.S.|H.E.S.S.: High Energy Stereoscopic System|NON|Heidelberg U.|2003|||Non-accelerator|Gamma-ray astronomy|230|astro-ph|
MAGIC|MAGIC|MAGIC Cherenkov telescopes|NON|Munich, Max Planck Inst.|2004|||Non-accelerator|Gamma-ray astronomy|160|astro-ph|
CTA|CTA Consortium|Cherenkov Telescope Array|NON|DESY, Zeuthen|2026|||Non-accelerator|Gamma-ray astronomy|1400|astro-ph|
AUGER|Pierre Auger|Pierre Auger Observatory|NON|KIT, Karlsruhe|2004|||Non-accelerator|Cosmic rays|400|astro-ph|
KM3NET|KM3NeT|KM3NeT neutrino telescope|NON|NIKHEF, Amsterdam|2015|||Non-accelerator|Neutrino telescopes|300|astro-ph|
DES|DES|Dark Energy Survey|NON|Fermilab|2013|2019||Non-accelerator|Dark energy|400|astro-ph|
DESI|DESI|DESI: Dark Energy Spectroscopic Instrument|NON|LBL, Berkeley|2021|||Non-accelerator|Dark energy|900|astro-ph|
BEPC-BES-III|BESIII|BESIII experiment at BEPCII|BEPC II|Beijing, Inst. High Energy Phys.|2008|||Collider Experiments|e+ e-|520|hep-ex|
CORNELL-CESR-CLEO|CLEO|CLEO detector at CESR|CESR|Cornell U.|1979|2008||Collider Experiments|e+ e-|200|hep-ex|
FRASCATI-DAFNE-KLOE|KLOE|KLOE experiment at DAFNE|DAFNE|Frascati|1999|2018||Collider Experiments|e+ e-|150|hep-ex|
CERN-NA-062|NA62|NA62: rare kaon decays at the SPS|SPS|CERN|2015|||Fixed-Target Experiments|Hadrons|200|hep-ex|
CERN-NA-061|NA61/SHINE|NA61/SHINE: SPS Heavy Ion and Neutrino Experiment|SPS|CERN|2007|||Fixed-Target Experiments|Hadrons|150|nucl-ex|
CERN-NA-058|COMPASS|COMPASS: Common Muon and Proton Apparatus for Structure and Spectroscopy|SPS|CERN|2002|2022||Fixed-Target Experiments|Leptons|muon|250|hep-ex|
CERN-LHC-TOTEM|TOTEM|TOTEM: TOTal Elastic and diffractive cross section Measurement|LHC|CERN|2009|||Collider Experiments|Hadrons|p p|100|hep-ex|
CERN-LHC-FASER|FASER|FASER: ForwArd Search ExpeRiment|LHC|CERN|2022|||Collider Experiments|Hadrons|p p|90|hep-ex|
PSI-R-99-05|MEG|MEG: mu to e gamma experiment|PSI|PSI, Villigen|2008|2013||Fixed-Target Experiments|Leptons|muon|70|hep-ex|
FNAL-E-0973|Mu2e|Mu2e: muon-to-electron conversion experiment|Muon Campus|Fermilab|2027|||Fixed-Target Experiments|Leptons|muon|230|hep-ex|
SSC|SSC|Superconducting Super Collider|SSC|Texas U.|1991||1993|Collider Experiments|Hadrons|p p|500|hep-ex|
BNL-ISABELLE|ISABELLE|ISABELLE proton-proton collider|ISABELLE|Brookhaven|1978||1983|Collider Experiments|Hadrons|p p|80|hep-ex|
CERN-ISOLDE|ISOLDE|ISOLDE radioactive ion beam facility|PS Booster|CERN|1967|||Fixed-Target Experiments|Nuclear physics|60|nucl-ex|
CERN-PS-ALPHA|ALPHA|ALPHA antihydrogen experiment|AD|CERN|2005|||Fixed-Target Experiments|Antimatter|50|nucl-ex|
CERN-SPS-NA48|NA48|NA48 kaon experiment|SPS|CERN|1997|2001||Fixed-Target Experiments|Hadrons|100|hep-ex|
SLAC-SLD|SLD|SLD: SLAC Large Detector|SLC|SLAC|1991|1998||Collider Experiments|e+ e-|200|hep-ex|
DESY-PETRA-JADE|JADE|JADE detector at PETRA|PETRA|DESY|1979|1986||Collider Experiments|e+ e-|60|hep-ex|
DESY-PETRA-TASSO|TASSO|TASSO detector at PETRA|PETRA|DESY|1978|1986||Collider Experiments|e+ e-|80|hep-ex|
SLAC-SPEAR-MARK-I|MARK I|SLAC-LBL Magnetic Detector|SPEAR|SLAC|1973|1976||Collider Experiments|e+ e-|35|hep-ex|
CERN-GARGAMELLE|Gargamelle|Gargamelle bubble chamber|PS|CERN|1970|1979||Fixed-Target Experiments|Neutrino beams|55|hep-ex|
BNL-E-0734|BNL-E734|E734 neutrino-electron scattering|AGS|Brookhaven|1980|1986||Fixed-Target Experiments|Neutrino beams|40|hep-ex|
KAMIOKANDE|Kamiokande|Kamioka Nucleon Decay Experiment|NON|Tokyo U.|1983|1996||Non-accelerator|Proton decay|60|hep-ex|
HOMESTAKE|Homestake|Homestake chlorine solar neutrino experiment|NON|Brookhaven|1968|1994||Non-accelerator|Solar neutrinos|12|nucl-ex|
LATTICE-UKQCD|UKQCD|UKQCD lattice collaboration|NON|Edinburgh U.|1989|||Non-experimental|Lattice Gauge Theory|25|hep-lat|
LATTICE-ETM|ETM|ETM: European Twisted Mass|NON|DESY, Zeuthen|2004|||Non-experimental|Lattice Gauge Theory|35|hep-lat|
LATTICE-RBC|RBC|RBC: RIKEN-BNL-Columbia collaboration|NON|Brookhaven|1996|||Non-experimental|Lattice Gauge Theory|30|hep-lat|
LATTICE-MILC|MILC|MILC lattice collaboration|NON|Indiana U.|1990|||Non-experimental|Lattice Gauge Theory|25|hep-lat|
LATTICE-HPQCD|HPQCD|HPQCD: High Precision QCD|NON|Glasgow U.|2003|||Non-experimental|Lattice Gauge Theory|20|hep-lat|
LATTICE-BMW|BMW|Budapest-Marseille-Wuppertal collaboration|NON|Wuppertal U.|2007|||Non-experimental|Lattice Gauge Theory|30|hep-lat|
ILC|ILC|International Linear Collider|ILC|KEK, Tsukuba|2035|||Collider Experiments|e+ e-|800|hep-ex|
FCC|FCC|Future Circular Collider study|FCC|CERN|2045|||Collider Experiments|Hadrons|p p|1200|hep-ex|
BNL-EIC|EIC|Electron-Ion Collider|EIC|Brookhaven|2032|||Collider Experiments|e A|1000|nucl-ex|
HYPER-KAMIOKANDE|Hyper-Kamiokande|Hyper-Kamiokande neutrino observatory|NON|Tokyo U.|2027|||Non-accelerator|Neutrino oscillations|600|hep-ex|
VIRGO|Virgo|Virgo interferometric gravitational-wave antenna|NON|Pisa, Scuola Normale Superiore|2003|||Non-experimental|Gravitational waves|600|gr-qc|https://www.virgo-gw.eu
KAGRA|KAGRA|KAGRA: Kamioka Gravitational-wave detector|NON|Tokyo U.|2020|||Non-experimental|Gravitational waves|400|gr-qc|
SIMONS-OBSERVATORY|Simons Observatory|Simons Observatory CMB experiment|NON|Princeton U.|2024|||Non-accelerator|Cosmic microwave background|300|astro-ph|`;

export const EXPERIMENT_SEEDS: readonly ExperimentSeed[] = experimentRows.split('\n').map((row) => {
  const fields = row.split('|');
  // The classification itself contains '|' separators: it spans from field 8 to the size.
  const sizeIndex = fields.length - 3;
  const seed: ExperimentSeed = {
    legacyName: fields[0] ?? '',
    collaboration: fields[1] ?? '',
    longName: fields[2] ?? '',
    accelerator: fields[3] ?? 'NON',
    hostIcn: fields[4] ?? 'CERN',
    started: Number(fields[5]),
    classification: fields.slice(8, sizeIndex).join('|'),
    size: Number(fields[sizeIndex]),
    field: fields[sizeIndex + 1] ?? 'hep-ex',
  };
  if (fields[6]) {
    seed.completed = Number(fields[6]);
  }
  if (fields[7]) {
    seed.cancelled = Number(fields[7]);
  }
  const url = fields[sizeIndex + 2];
  if (url) {
    seed.url = url;
  }
  return seed;
});
