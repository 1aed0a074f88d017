import type { VideoRecord } from './model.ts';

/**
 * snippet.categoryId: the real service's video category ids (as videoCategories.list gives them
 * for the US), chosen from a video's first topic, so a category always agrees with the topics.
 */
const categoryOfTopic: Record<string, string> = {
  '/m/04rlf': '10', // Music
  '/m/0bzvm2': '20', // Gaming
  '/m/06ntj': '17', // Sports
  '/m/02jjt': '24', // Entertainment
  '/m/02vxn': '1', // Film & Animation
  '/m/019_rr': '22', // People & Blogs
  '/m/02wbm': '26', // Howto & Style
  '/m/07bxq': '19', // Travel & Events
  '/m/01k8wb': '27', // Education
  '/m/07c1v': '28', // Science & Technology
  '/m/098wr': '25', // News & Politics
  '/m/068hy': '15', // Pets & Animals
  '/m/027x7n': '17', // Sports
  '/m/07yv9': '2', // Autos & Vehicles
  '/m/09kqc': '23', // Comedy
  '/m/05qjc': '24', // Entertainment
};

/** People & Blogs, the category an upload gets when its uploader picks none. */
const DEFAULT_CATEGORY = '22';

export const VIDEO_CATEGORY_IDS: ReadonlySet<string> = new Set([...Object.values(categoryOfTopic), DEFAULT_CATEGORY]);

export function categoryOf(video: VideoRecord): string {
  return categoryOfTopic[video.topicIds[0] ?? ''] ?? DEFAULT_CATEGORY;
}
