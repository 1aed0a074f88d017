/** English subjects by topic id, so an English channel's titles stay on its topic. */
export const subjectsByTopic: Record<string, readonly string[]> = {
  '/m/04rlf': ['lo-fi beats', 'jazz piano', 'synthwave', 'guitar solos', 'choir practice', 'vinyl records', 'drum fills'],
  '/m/0bzvm2': ['speedruns', 'retro consoles', 'pixel art', 'boss fights', 'couch co-op', 'arcade cabinets'],
  '/m/06ntj': ['trail running', 'table tennis', 'bouldering', 'five-a-side football', 'cycling climbs'],
  '/m/02jjt': ['late-night shows', 'game shows', 'magic tricks', 'stand-up sets'],
  '/m/02vxn': ['film noir', 'practical effects', 'silent films', 'movie trailers', 'stop motion'],
  '/m/019_rr': ['tiny houses', 'minimalism', 'houseplants', 'slow living', 'home organisation'],
  '/m/02wbm': ['sourdough', 'ramen', 'street tacos', 'knife skills', 'fermentation', 'dumplings'],
  '/m/07bxq': ['night trains', 'Lisbon', 'Hokkaido', 'desert roads', 'island hopping', 'mountain huts'],
  '/m/01k8wb': ['black holes', 'Roman roads', 'prime numbers', 'ocean tides', 'ancient maps', 'volcanoes'],
  '/m/07c1v': ['mechanical keyboards', 'home servers', 'old TVs', 'soldering', 'single-board computers', 'e-ink screens'],
  '/m/098wr': ['city planning', 'public libraries', 'local elections', 'community gardens'],
  '/m/068hy': ['rescue cats', 'parrots', 'puppy training', 'aquariums', 'tortoises'],
  '/m/027x7n': ['kettlebells', 'morning yoga', 'marathon training', 'mobility drills'],
  '/m/07yv9': ['vintage cars', 'e-bikes', 'tractors', 'sailing boats', 'steam locomotives'],
  '/m/09kqc': ['office pranks', 'bad puns', 'cat fails', 'sketch comedy'],
  '/m/05qjc': ['ballet rehearsals', 'street theatre', 'puppetry', 'opera arias'],
};
