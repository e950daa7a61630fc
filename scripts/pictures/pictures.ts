import type { Picture } from './drawing';
import { caseStudyPictures } from './case-study-pictures';
import { pagePictures } from './page-pictures';
import { productPictures } from './product-pictures';

/** Every picture `npm run pictures` draws. */
export const pictures: Picture[] = [...productPictures, ...caseStudyPictures, ...pagePictures];
